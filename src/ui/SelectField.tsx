import { Dropdown, ResponsiveMode, type IDropdownProps } from '@fluentui/react';

/**
 * Fluent's Dropdown for a task pane. Below 480 px Fluent swaps the option list into a full-height Panel
 * that has no accessible name (axe: aria-dialog-name); the anchored list works at 320 px and is what
 * screen readers announce as a listbox, so it is used at every width.
 */
export function SelectField(props: IDropdownProps) {
  return <Dropdown responsiveMode={ResponsiveMode.large} {...props} />;
}
