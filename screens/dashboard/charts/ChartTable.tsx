// A chart's numbers as a plain HTML table with a caption and column headers, for screen readers.
import { useTranslation } from 'react-i18next';
import type { ChartTableData } from './tables';

export function ChartTable({ caption, table }: { caption: string; table: ChartTableData }) {
  const { t } = useTranslation('charts');
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c, i) => (
              <th key={i} scope="col" style={{ textAlign: i === 0 ? 'left' : 'right', padding: '2px 8px' }}>
                {table.dataHeadings?.[i] ? c : t(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" style={{ textAlign: 'left', fontWeight: 400, padding: '2px 8px' }}>{cell}</th>
                ) : (
                  <td key={i} style={{ textAlign: 'right', padding: '2px 8px' }}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
