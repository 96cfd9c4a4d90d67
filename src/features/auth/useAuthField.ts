import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions } from './authSlice';
import type { FormField } from './authTypes';

/** Value, change handler and debounced validation hint of one account-form field. */
export function useAuthField(field: FormField) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const value = useAppSelector((state) =>
    field === 'email' || field === 'password'
      ? state.auth.credentials[field]
      : state.auth.registration[field],
  );
  const hint = useAppSelector((state) => {
    const { touched, validation } = state.auth;
    if (!touched.includes(field)) return null;
    if (validation.missing.includes(field)) return 'auth.validation.required';
    if (field === 'email' && validation.emailInvalid) return 'auth.validation.email';
    return null;
  });
  return {
    value,
    errorMessage: hint ? t(hint) : undefined,
    onChange: (_event: unknown, next?: string) =>
      dispatch(authActions.fieldChanged({ field, value: next ?? '' })),
  };
}
