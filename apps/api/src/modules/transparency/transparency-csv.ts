import { stringify } from 'csv-stringify/sync';
import { TRANSPARENCY_CSV_COLUMNS, type Transparency, type TransparencyFigures } from '@safeogun/contract/transparency';

const cells = (f: TransparencyFigures) => [
  f.received,
  f.shareAcknowledgedOnTime,
  f.medianMinutesToAcknowledge,
  f.medianMinutesToResolve,
  f.shareResolved,
  f.averageRating,
  f.ratings,
];

/** The figures as CSV: the area's totals, then a row per LGA and per station; withheld cells are empty. */
export function transparencyCsv(t: Transparency): { filename: string; csv: string } {
  const rows = [
    [t.area.kind, t.area.id, t.area.name, ...cells(t.totals)],
    ...t.lgas.map((l) => ['lga', l.lgaId, l.name, ...cells(l)]),
    ...t.stations.map((s) => ['station', s.stationId, s.formation, ...cells(s)]),
  ];
  const csv = stringify([[...TRANSPARENCY_CSV_COLUMNS], ...rows], {
    escape_formulas: true,
    bom: true,
    cast: { number: (n) => String(n) },
  });
  const day = t.period.to.slice(0, 10);
  const place = t.area.kind === 'state' ? 'state' : `${t.area.kind}-${t.area.id}`;
  return { filename: `safeogun-transparency-${place}-${t.period.value}-${day}.csv`, csv };
}
