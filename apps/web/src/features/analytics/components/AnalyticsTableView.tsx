import { useId } from 'react';
import { useT } from '@cairn/i18n';
import { Button } from '@cairn/ui-kit';
import { csvFileName, downloadCsv } from '../../../shared/csv';
import { tableCsv, type AnalyticsTable } from '../hooks/analytics-tables';

/** "Download CSV" of a table's numbers, made in the browser from the answer. */
export function CsvButton({ table }: { table: AnalyticsTable }) {
  const { t } = useT();
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('analytics.download_csv_of', { title: table.title })}
      onClick={() => downloadCsv(csvFileName(table.title), tableCsv(table))}
    >
      {t('analytics.download_csv')}
    </Button>
  );
}

/** The table under a chart, scrolling sideways inside its own box on a narrow screen. */
export function AnalyticsTableView({ table, formatNumber }: { table: AnalyticsTable; formatNumber: (value: number) => string }) {
  const { t } = useT();
  const captionId = useId();
  const show = (value: unknown, format?: (v: never) => string) => {
    if (format) return format(value as never);
    return typeof value === 'number' ? formatNumber(value) : String(value ?? '');
  };
  return (
    // The box scrolls, so it takes focus for keyboard users and is named by the table's caption.
    <div className="cw-analytics-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId} className="ck-visually-hidden">
          {t('analytics.table_caption', { title: table.title })}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column.key} scope="col" className={column.numeric ? 'cw-analytics-table__number' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => {
                const column = table.columns[i];
                const text = show(cell, column?.format);
                return i === 0 ? (
                  <th key={column?.key ?? i} scope="row">
                    {text}
                  </th>
                ) : (
                  <td key={column?.key ?? i} className={column?.numeric ? 'cw-analytics-table__number' : undefined}>
                    {text}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
