import { describe, expect, it } from 'vitest';
import { themeFromOffice } from '../../../src/ui/officeTheme';

const LIGHT = {
  bodyBackgroundColor: '#FFFFFF',
  bodyForegroundColor: '#000000',
  controlBackgroundColor: '#F3F2F1',
  controlForegroundColor: '#201F1E',
};
const DARK = {
  bodyBackgroundColor: '#262626',
  bodyForegroundColor: '#fff',
  controlBackgroundColor: '#333333',
  controlForegroundColor: '#FFFFFF',
};

describe('themeFromOffice', () => {
  it('keeps Fluent’s default theme when the host gives none or an unreadable colour', () => {
    expect(themeFromOffice(null)).toBeUndefined();
    expect(themeFromOffice({ ...LIGHT, bodyBackgroundColor: 'rgb(1,2,3)' })).toBeUndefined();
    expect(themeFromOffice({ ...LIGHT, controlForegroundColor: '#12' })).toBeUndefined();
  });

  it('maps a light host theme onto Fluent’s body, input and button colours', () => {
    const theme = themeFromOffice(LIGHT)!;
    expect(theme.isInverted).toBe(false);
    expect(theme.palette?.white).toBe('#ffffff');
    expect(theme.palette?.neutralPrimary).toBe('#000000');
    expect(theme.semanticColors).toMatchObject({
      bodyBackground: '#ffffff',
      bodyText: '#000000',
      inputBackground: '#f3f2f1',
      buttonText: '#201f1e',
    });
  });

  it('inverts for a dark host theme and builds the neutral ramp from background to text', () => {
    const theme = themeFromOffice(DARK)!;
    expect(theme.isInverted).toBe(true);
    expect(theme.palette?.white).toBe('#262626');
    expect(theme.palette?.black).toBe('#ffffff');
    // The ramp climbs from the background towards the text, strictly between the two.
    const level = (hex: string | undefined) => parseInt(hex!.slice(1, 3), 16);
    const ramp = ['neutralLighter', 'neutralLight', 'neutralTertiary', 'neutralSecondary'] as const;
    const levels = ramp.map((key) => level(theme.palette?.[key]));
    expect(levels).toEqual([...levels].sort((a, b) => a - b));
    expect(levels[0]).toBeGreaterThan(0x26);
    expect(levels.at(-1)).toBeLessThan(0xff);
  });
});
