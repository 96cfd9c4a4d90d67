import type { PartialTheme } from '@fluentui/react';
import type { HostTheme } from '../services/ports';

type Rgb = [number, number, number];

/** "#RRGGBB" or "#RGB" (what Office gives) → channels; null for anything else. */
function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

/** `ratio` of the way from `from` to `to`. */
const mix = (from: Rgb, to: Rgb, ratio: number): string =>
  toHex(from.map((channel, index) => Math.round(channel + (to[index]! - channel) * ratio)) as Rgb);

/** WCAG relative luminance: decides whether the host is in a dark theme. */
function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * A Fluent theme that follows Outlook's (Office.context.officeTheme): the body colours become Fluent's
 * white/neutral ramp, mixed between background and text as Fluent's theme designer does, so borders,
 * hovers and disabled states keep their contrast in light, dark and black themes alike. The accent stays
 * Fluent's. Undefined (Fluent's default theme) when a colour cannot be read.
 */
export function themeFromOffice(host: HostTheme | null): PartialTheme | undefined {
  if (!host) return undefined;
  const background = parseHex(host.bodyBackgroundColor);
  const text = parseHex(host.bodyForegroundColor);
  const controlBackground = parseHex(host.controlBackgroundColor);
  const controlText = parseHex(host.controlForegroundColor);
  if (!background || !text || !controlBackground || !controlText) return undefined;
  const step = (ratio: number) => mix(background, text, ratio);
  return {
    isInverted: luminance(background) < 0.4,
    palette: {
      white: toHex(background),
      neutralLighterAlt: step(0.03),
      neutralLighter: step(0.05),
      neutralLight: step(0.1),
      neutralQuaternaryAlt: step(0.14),
      neutralQuaternary: step(0.18),
      neutralTertiaryAlt: step(0.25),
      neutralTertiary: step(0.45),
      neutralSecondary: step(0.7),
      neutralPrimaryAlt: step(0.85),
      neutralPrimary: toHex(text),
      neutralDark: toHex(text),
      black: toHex(text),
    },
    semanticColors: {
      bodyBackground: toHex(background),
      bodyText: toHex(text),
      inputBackground: toHex(controlBackground),
      inputText: toHex(controlText),
      buttonBackground: toHex(controlBackground),
      buttonText: toHex(controlText),
    },
  };
}
