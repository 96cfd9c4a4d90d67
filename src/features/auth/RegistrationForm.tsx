import { PrimaryButton, Stack, TextField, type IDropdownOption } from '@fluentui/react';
import { SelectField } from '../../ui/SelectField';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { authActions } from './authSlice';
import { selectIsAuthPending, selectRegisterDisabled } from './authSelectors';
import { COUNTRY_CODES, type FormField } from './authTypes';
import { useAuthField } from './useAuthField';

const COUNTRY_CODE_OPTIONS: IDropdownOption[] = COUNTRY_CODES.map((code) => ({ key: code, text: code }));

function Field({
  field,
  required = true,
  ...props
}: { field: FormField; required?: boolean } & Record<string, unknown>) {
  const { t } = useTranslation();
  const pending = useAppSelector(selectIsAuthPending);
  const state = useAuthField(field);
  return (
    <TextField
      label={t(`auth.fields.${field}`)}
      required={required}
      disabled={pending}
      {...props}
      {...state}
    />
  );
}

export function RegistrationForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const pending = useAppSelector(selectIsAuthPending);
  const disabled = useAppSelector(selectRegisterDisabled);
  const countryCode = useAppSelector((state) => state.auth.registration.countryCode);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(authActions.registerRequested());
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('auth.registerFormLabel')}>
      <Stack tokens={{ childrenGap: 8 }}>
        <Field field="email" type="email" autoComplete="username" />
        <Field
          field="password"
          type="password"
          canRevealPassword
          revealPasswordAriaLabel={t('auth.revealPassword')}
          autoComplete="new-password"
        />
        <Field field="name" autoComplete="name" />
        <Stack horizontal tokens={{ childrenGap: 8 }} verticalAlign="start">
          <SelectField
            label={t('auth.fields.countryCode')}
            options={COUNTRY_CODE_OPTIONS}
            selectedKey={countryCode}
            disabled={pending}
            required
            styles={{ root: { minWidth: 90 } }}
            onChange={(_event, option) =>
              option &&
              dispatch(authActions.fieldChanged({ field: 'countryCode', value: String(option.key) }))
            }
          />
          <Stack.Item grow>
            <Field field="phone" type="tel" autoComplete="tel-national" />
          </Stack.Item>
        </Stack>
        <Field field="address" autoComplete="address-line1" />
        <Field field="addressLine2" required={false} autoComplete="address-line2" />
        <Field field="city" autoComplete="address-level2" />
        <Field field="region" autoComplete="address-level1" />
        <Field field="postalCode" autoComplete="postal-code" />
        <Field field="country" autoComplete="country-name" />
        <PrimaryButton type="submit" text={t('auth.actions.register')} disabled={disabled} />
      </Stack>
    </form>
  );
}
