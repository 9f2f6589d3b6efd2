import { type DevisContent, devisTotals } from '@parquet-alsace/shared/devis';
import { formatEuros, formatPercent } from '@parquet-alsace/shared/format';
import { formatVatRate } from '@parquet-alsace/shared/quote';
import { devisTexts as t } from './texts';

/** « 1 470,00 € »: French grouping, decimal comma, € after a no-break space. */
export const euros = (value: number) => formatEuros(value, { decimals: 2 });
export const ht = (value: number) => formatEuros(value, { decimals: 2, ht: true });

/** The totals of a devis: HT, VAT per rate, TTC and the deposit (`devisTotals`, to the cent). */
export function DevisTotalsTable({ content, caption }: { content: DevisContent; caption?: string }) {
  const totals = devisTotals(content);
  const row = (label: string, value: string, strong = false) => (
    <tr key={label}>
      <th scope="row" css={{ textAlign: 'left', fontWeight: strong ? 700 : 400, padding: '4px 8px 4px 0' }}>
        {label}
      </th>
      <td
        css={{
          textAlign: 'right',
          fontWeight: strong ? 700 : 400,
          whiteSpace: 'nowrap',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </td>
    </tr>
  );
  return (
    <table css={{ borderCollapse: 'collapse', width: '100%', maxWidth: 480 }}>
      <caption css={{ textAlign: 'left', fontWeight: 700, paddingBottom: 4 }}>{caption ?? t.totals}</caption>
      <tbody>
        {row(t.totalHt, euros(totals.ht))}
        {totals.byRate.map((r) => row(t.vatOn(formatVatRate(r.rate), ht(r.ht)), euros(r.vat)))}
        {row(t.totalTtc, euros(totals.ttc), true)}
        {content.depositPercent > 0 &&
          row(
            t.depositAmount(
              formatPercent(content.depositPercent, Number.isInteger(content.depositPercent) ? 0 : 2),
            ),
            euros(totals.deposit),
          )}
      </tbody>
    </table>
  );
}
