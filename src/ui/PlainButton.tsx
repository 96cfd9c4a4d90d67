import { mergeStyles, useTheme, type ITheme } from '@fluentui/react';
import { useMemo, type ButtonHTMLAttributes } from 'react';

type PlainButtonVariant = 'primary' | 'default';

/**
 * Fluent's PrimaryButton / DefaultButton look, drawn on a native <button>. Fluent v8's BaseButton imports
 * ContextualMenu (with Callout, positioning and FocusZone: about 20 KiB gzip) for buttons that open
 * menus; the first screen's buttons open none, so they use this instead and that code loads only with the
 * screens that need it.
 */
function plainButtonClass(theme: ITheme, variant: PlainButtonVariant): string {
  const { palette, semanticColors, fonts, effects } = theme;
  const primary = variant === 'primary';
  const colours = (background: string, border: string, color: string) => ({
    backgroundColor: background,
    borderColor: border,
    color,
  });
  return mergeStyles({
    ...fonts.medium,
    fontWeight: 600,
    boxSizing: 'border-box',
    minWidth: 80,
    height: 32,
    padding: '0 16px',
    borderRadius: effects.roundedCorner2,
    borderWidth: 1,
    borderStyle: 'solid',
    cursor: 'pointer',
    userSelect: 'none',
    ...(primary
      ? colours(
          semanticColors.primaryButtonBackground,
          semanticColors.primaryButtonBorder,
          semanticColors.primaryButtonText,
        )
      : colours(semanticColors.buttonBackground, semanticColors.buttonBorder, semanticColors.buttonText)),
    selectors: {
      ':hover': primary
        ? colours(
            semanticColors.primaryButtonBackgroundHovered,
            semanticColors.primaryButtonBackgroundHovered,
            semanticColors.primaryButtonTextHovered,
          )
        : colours(
            semanticColors.buttonBackgroundHovered,
            semanticColors.buttonBorder,
            semanticColors.buttonTextHovered,
          ),
      ':active': primary
        ? colours(
            semanticColors.primaryButtonBackgroundPressed,
            semanticColors.primaryButtonBackgroundPressed,
            semanticColors.primaryButtonTextPressed,
          )
        : colours(
            semanticColors.buttonBackgroundPressed,
            semanticColors.buttonBorder,
            semanticColors.buttonTextPressed,
          ),
      ':disabled': {
        ...colours(
          semanticColors.disabledBackground,
          semanticColors.disabledBackground,
          semanticColors.disabledText,
        ),
        cursor: 'default',
      },
      ':focus-visible': { outline: `1px solid ${palette.neutralSecondary}`, outlineOffset: '2px' },
    },
  });
}

/** A Fluent-looking button that is a plain native <button> (see plainButtonClass). */
export function PlainButton({
  variant = 'default',
  type = 'button',
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: PlainButtonVariant }) {
  const theme = useTheme();
  const themed = useMemo(() => plainButtonClass(theme, variant), [theme, variant]);
  return <button type={type} className={className ? `${themed} ${className}` : themed} {...props} />;
}
