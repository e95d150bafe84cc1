// @vitest-environment jsdom
// A widget's change against the previous period is drawn in the theme's readable text colours
// (src/readableColors.ts: 4.5:1 on the page and cards), green for good news and red for bad, and
// marked with an arrow. A fixed shade (green.9, 4.36:1 on white) failed the axe sweep on days when the
// demo data rose.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import '../engine/helpers/render';
import { renderUi } from '../engine/helpers/render';
import { Totals } from '../../../screens/dashboard/parts/Totals';

const total = (name: string, change: number | null) =>
  ({ name, label: name, format: 'count', value: '42', previous: '40', change }) as const;

describe('dashboard totals', () => {
  it('colours a change with the readable text variables', () => {
    renderUi(
      <Totals
        totals={[total('payments', 5), total('refunds', 5), total('conversion', -2.5), total('count', null)]}
        currency="GEL"
        previous={{ date_from: '2026-11-10', date_to: '2026-11-16' }}
      />,
    );
    // The arrow and the figure are a span inside the coloured text.
    const colourOf = (shown: RegExp) => screen.getAllByText(shown).map((el) => el.parentElement!.style.color);
    expect(colourOf(/^▲ \+5/)).toEqual(['var(--mantine-color-green-text)', 'var(--mantine-color-red-text)']);
    expect(colourOf(/^▼ -2\.5/)).toEqual(['var(--mantine-color-red-text)']);
    expect(colourOf(/^---$/)).toEqual(['var(--mantine-color-dimmed)']);
  });
});
