import { Dropdown, type IDropdownOption } from '@fluentui/react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_TYPES, type SummaryType } from '../shared/summaryTypes';

/** Spec §9 summary types, shared by both cards of the Synthétiser tab. */
export function SummaryTypeDropdown({
  value,
  disabled = false,
  onChange,
}: {
  value: SummaryType;
  disabled?: boolean;
  onChange: (type: SummaryType) => void;
}) {
  const { t } = useTranslation();
  const options: IDropdownOption[] = SUMMARY_TYPES.map((key) => ({ key, text: t(`summaries.types.${key}`) }));
  return (
    <Dropdown
      label={t('summaries.type')}
      options={options}
      selectedKey={value}
      disabled={disabled}
      onChange={(_event, option) => option && onChange(option.key as SummaryType)}
    />
  );
}
