import { ExternalLink, Navigation } from 'lucide-react';
import { MAP_CANVAS } from '@safeogun/contract/constants';
import { BOUNDARY_ATTRIBUTION, useLgaMap } from '../../../lib/lga-shapes';
import type { PoliceCase } from '@safeogun/contract/casework';
import { useLgaBoundaries } from '../api/use-options';
import { Spinner } from '../../../components/ui/spinner';

const { width: W, height: H } = MAP_CANVAS;

/** Where the report is: its LGA drawn among the state's, and the reported point on it. */
export function CaseMap({ incident }: { incident: PoliceCase }) {
  const boundaries = useLgaBoundaries();
  const map = useLgaMap(boundaries.data, incident.lga?.id ?? null);
  const hasPoint = incident.latitude !== null && incident.longitude !== null;
  const point = hasPoint && map ? map.project(incident.longitude!, incident.latitude!) : null;
  const lgaName = incident.lga?.name ?? 'an unknown LGA';
  const label = `Map of ${lgaName} and the LGAs around it${point ? ', with the reported place marked' : ''}`;

  return (
    <figure className="space-y-2">
      {boundaries.isError ? (
        <p className="text-sm text-slate-600">The map could not be loaded.</p>
      ) : !map ? (
        <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-slate-100">
          <Spinner label="Loading the map" />
        </div>
      ) : (
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={label}
          className="block h-auto w-full rounded-lg bg-sky-50"
        >
          {map.shapes.map((shape) => {
            const mine = shape.id === incident.lga?.id;
            return (
              <path
                key={shape.id}
                d={shape.d}
                fill={mine ? '#a3dcc6' : '#f1f5f9'}
                stroke={mine ? '#0b3d2e' : '#94a3b8'}
                strokeWidth={mine ? 2.5 : 1}
              />
            );
          })}
          {map.shapes
            .filter((shape) => shape.cx > 40 && shape.cx < W - 40 && shape.cy > 20 && shape.cy < H - 20)
            .map((shape) => {
              const mine = shape.id === incident.lga?.id;
              // The report's own LGA is named below its point, so the two never overlap.
              const y = mine && point ? Math.min(point[1] + 40, H - 12) : shape.cy;
              return (
                <text
                  key={shape.id}
                  x={mine && point ? point[0] : shape.cx}
                  y={y}
                  textAnchor="middle"
                  className={mine ? 'fill-brand-900 text-[22px] font-bold' : 'fill-slate-500 text-[15px]'}
                  paintOrder="stroke"
                  stroke="#ffffff"
                  strokeWidth={mine ? 5 : 3}
                >
                  {shape.name}
                </text>
              );
            })}
          {point ? (
            <g transform={`translate(${point[0]} ${point[1]})`} data-testid="case-map-point">
              <circle r="16" fill="#dc2626" fillOpacity="0.2" />
              <circle r="7" fill="#dc2626" stroke="#ffffff" strokeWidth="2.5" />
            </g>
          ) : null}
        </svg>
      )}
      <figcaption className="space-y-1 text-sm text-slate-700">
        <span className="flex items-start gap-1">
          <Navigation className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            {incident.address ?? 'No address given'}
            <span className="block text-xs text-slate-600">
              {incident.lga ? `${incident.lga.name} LGA` : 'LGA unknown'}
              {hasPoint
                ? ` · ${incident.latitude!.toFixed(5)}, ${incident.longitude!.toFixed(5)}`
                : ' · no position sent'}
              {incident.isLocationHidden ? ' · the reporter hid the location from the public map' : ''}
            </span>
          </span>
        </span>
        {hasPoint ? (
          <a
            href={`https://www.openstreetmap.org/?mlat=${incident.latitude}&mlon=${incident.longitude}#map=17/${incident.latitude}/${incident.longitude}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline"
          >
            Open the place on a street map <ExternalLink className="h-3 w-3" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
        <span className="block text-xs text-slate-500">{BOUNDARY_ATTRIBUTION}</span>
      </figcaption>
    </figure>
  );
}
