/**
 * The vector map of the LGAs: the server draws the polygons once into the 800 x 600 canvas (padding 50), and the SVG
 * shows the drawn state's box (so a phone's full width is the state's width); d3-zoom moves one <g> by setting its
 * transform directly, so zoom and pan never re-render the paths, and hover updates only the tooltip. Zoom 0.5 to 5:
 * buttons x or / 1.5, wheel 1.1 / 0.9 per step, pinch and drag. Labels keep one pixel size at every zoom and the
 * ones that would collide are hidden (lib/label-layout.ts).
 */
import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, type ZoomBehavior } from 'd3-zoom';
import { MAP_ZOOM } from '@safeogun/contract/constants';
import { Trans } from '@lingui/react';
import { MAP_MESSAGES } from '@safeogun/contract/map-messages';
import { pluralCount, useLocalized } from '../../../lib/i18n';
import { useCrimeMapMessages } from '../locales/crime-map/messages';
import type { LgaMapDrawing, LgaMapShape } from '@safeogun/contract/crime-map';
import { INTENSITY_STYLE, levelOf } from '../lib/intensity';
import { labelPriority, visibleLabels } from '../../../lib/label-layout';

export type MapShape = LgaMapShape;

export interface CrimeMapCanvasHandle {
  zoomIn(): void;
  zoomOut(): void;
  reset(): void;
}

interface Props {
  drawing: LgaMapDrawing;
  counts: Map<string, number>;
  signedIn: boolean;
  selectedKey?: string | null;
  onSelect?: (shape: MapShape) => void;
  zoomable?: boolean;
  onZoomChange?: (k: number) => void;
  handleRef?: Ref<CrimeMapCanvasHandle>;
  /** Accessible name of the whole map. */
  label?: string;
}

/** Labels' size on screen, in pixels, at every zoom. */
const LABEL_PX = 11;
/** Canvas units around the drawn state. */
const FRAME = 12;

interface TooltipState {
  name: string;
  count: number;
  x: number;
  y: number;
}

/** Only this re-renders on hover. */
function MapTooltip({ show, signedIn }: { show: Ref<(t: TooltipState | null) => void>; signedIn: boolean }) {
  const { _ } = useCrimeMapMessages();
  const localized = useLocalized();
  const [tip, setTip] = useState<TooltipState | null>(null);
  useImperativeHandle(show, () => setTip, []);
  if (!tip) return null;
  const level = INTENSITY_STYLE[levelOf(tip.count)];
  return (
    <div
      role="tooltip"
      data-testid="map-tooltip"
      className="pointer-events-none absolute z-20 min-w-40 -translate-x-1/2 -translate-y-full rounded-lg bg-slate-900/95 px-3 py-2 text-xs text-white shadow-lg"
      style={{ left: tip.x, top: tip.y - 12 }}
    >
      <p className="text-sm font-semibold">{tip.name}</p>
      <p data-testid="map-tooltip-count">{_('crimeMap.reports', pluralCount(tip.count))}</p>
      <p>
        <Trans
          id="crimeMap.tooltip.level"
          values={{ level: _(level.labelId) }}
          components={{ 0: <span className="font-semibold" /> }}
        />
      </p>
      {signedIn ? <p className="mt-1 text-accent-400">{localized(MAP_MESSAGES.clickForDetails)}</p> : null}
    </div>
  );
}

const AreaPaths = memo(function AreaPaths({
  shapes,
  counts,
  signedIn,
  selectedKey,
  onEnter,
  onLeave,
  onActivate,
}: {
  shapes: MapShape[];
  counts: Map<string, number>;
  signedIn: boolean;
  selectedKey: string | null;
  onEnter: (shape: MapShape, x: number, y: number, fromKeyboard: boolean) => void;
  onLeave: () => void;
  onActivate: (shape: MapShape) => void;
}) {
  const { _ } = useCrimeMapMessages();
  return (
    <>
      {shapes.map((s) => {
        const count = counts.get(s.key) ?? 0;
        const level = levelOf(count);
        const selected = s.key === selectedKey;
        return (
          <path
            key={s.key}
            d={s.d}
            data-lga={s.name}
            data-count={count}
            data-level={level}
            fill={INTENSITY_STYLE[level].fill}
            stroke={selected ? '#0f172a' : '#ffffff'}
            strokeWidth={selected ? 3 : 1}
            vectorEffect="non-scaling-stroke"
            tabIndex={0}
            role={signedIn ? 'button' : 'img'}
            aria-pressed={signedIn ? selected : undefined}
            aria-label={_('crimeMap.map.area', {
              name: s.name,
              reports: _('crimeMap.reports', pluralCount(count)),
              level: _(INTENSITY_STYLE[level].labelId),
            })}
            className={`outline-none transition-[fill-opacity] hover:fill-opacity-75 focus-visible:fill-opacity-75 ${signedIn ? 'cursor-pointer' : 'cursor-default'}`}
            onMouseMove={(e) => onEnter(s, e.clientX, e.clientY, false)}
            onMouseLeave={onLeave}
            onFocus={(e) => {
              const box = e.currentTarget.getBoundingClientRect();
              onEnter(s, box.left + box.width / 2, box.top + box.height / 2, true);
            }}
            onBlur={onLeave}
            onClick={() => onActivate(s)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onActivate(s);
              }
            }}
          />
        );
      })}
    </>
  );
});

/** The upper-case names; their font size, halo and visibility are set by the canvas as it zooms. */
const AreaLabels = memo(function AreaLabels({ shapes }: { shapes: MapShape[] }) {
  return (
    <g
      data-testid="crime-map-labels"
      aria-hidden="true"
      className="pointer-events-none fill-slate-900 font-bold tracking-wide select-none"
      style={{ paintOrder: 'stroke', stroke: 'rgba(255,255,255,0.9)', strokeLinejoin: 'round' }}
    >
      {shapes.map((s) => (
        <text key={s.key} data-key={s.key} x={s.cx} y={s.cy} textAnchor="middle" dominantBaseline="middle">
          {s.name.toUpperCase()}
        </text>
      ))}
    </g>
  );
});

export function CrimeMapCanvas({
  drawing,
  counts,
  signedIn,
  selectedKey = null,
  onSelect,
  zoomable = true,
  onZoomChange,
  handleRef,
  label,
}: Props) {
  const { _ } = useCrimeMapMessages();
  const { shapes } = drawing;
  // The drawn state with a small frame: the SVG shows this box, scaled to fit its own.
  const [[left, top], [right, bottom]] = drawing.bounds;
  const [vx, vy, vw, vh] = [left - FRAME, top - FRAME, right - left + 2 * FRAME, bottom - top + 2 * FRAME];
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const layerRef = useRef<SVGGElement>(null);
  const labelsRef = useRef<SVGGElement>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const showTip = useRef<(t: TooltipState | null) => void>(null);
  const onSelectRef = useRef(onSelect);
  const signedInRef = useRef(signedIn);
  const countsRef = useRef(counts);
  const zoomChangeRef = useRef(onZoomChange);
  useEffect(() => {
    onSelectRef.current = onSelect;
    signedInRef.current = signedIn;
    countsRef.current = counts;
    zoomChangeRef.current = onZoomChange;
  });

  // Labels: each name's box measured once at font size 10 (canvas units); then, at every zoom, one font size and
  // halo for the group and the visibility of each name.
  const zoomK = useRef(1);
  const measured = useRef(new Map<string, { width: number; height: number }>());
  const layoutLabels = useCallback(() => {
    const svg = svgRef.current;
    const group = labelsRef.current;
    const scale = svg?.getScreenCTM()?.a;
    if (!svg || !group || !scale) return;
    const pxPerUnit = scale * zoomK.current;
    group.setAttribute('font-size', String(LABEL_PX / pxPerUnit));
    group.setAttribute('stroke-width', String(3 / pxPerUnit));
    const labels = shapes.map((shape) => {
      const box = measured.current.get(shape.key) ?? { width: 0, height: 0 };
      const width = (box.width * LABEL_PX) / 10;
      // A name near the state's edge is moved in so it is not cut by the edge of the whole-state view.
      const half = Math.min(width / 2 / pxPerUnit, vw / 2);
      return {
        key: shape.key,
        cx: Math.min(Math.max(shape.cx, vx + half), vx + vw - half),
        cy: shape.cy,
        width,
        height: (box.height * LABEL_PX) / 10,
        priority: labelPriority(shape.key === selectedKey, counts.get(shape.key) ?? 0, shape.size),
      };
    });
    const shown = visibleLabels(labels, pxPerUnit);
    const x = new Map(labels.map((label) => [label.key, label.cx]));
    for (const text of group.querySelectorAll('text')) {
      const key = text.dataset.key ?? '';
      text.setAttribute('x', String(x.get(key) ?? 0));
      text.setAttribute('visibility', shown.has(key) ? 'visible' : 'hidden');
    }
  }, [shapes, selectedKey, counts, vx, vw]);
  const layoutRef = useRef(layoutLabels);
  useLayoutEffect(() => {
    const group = labelsRef.current;
    if (group && measured.current.size !== shapes.length) {
      group.setAttribute('font-size', '10');
      for (const text of group.querySelectorAll('text')) {
        const box = text.getBBox();
        measured.current.set(text.dataset.key ?? '', { width: box.width, height: box.height });
      }
    }
    layoutRef.current = layoutLabels;
    layoutLabels();
  }, [shapes, layoutLabels]);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => layoutRef.current());
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!zoomable || !svg) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([MAP_ZOOM.min, MAP_ZOOM.max])
      .extent([
        [vx, vy],
        [vx + vw, vy + vh],
      ])
      .translateExtent([
        [vx - vw, vy - vh],
        [vx + 2 * vw, vy + 2 * vh],
      ])
      // One wheel step: x1.1 towards the reader, x0.9 away (section 9).
      .wheelDelta((event: WheelEvent) =>
        event.deltaY === 0 ? 0 : Math.log2(event.deltaY < 0 ? MAP_ZOOM.wheelIn : MAP_ZOOM.wheelOut),
      )
      .on('zoom', (event: { transform: { k: number; toString(): string } }) => {
        layerRef.current?.setAttribute('transform', event.transform.toString());
        showTip.current?.(null);
        zoomChangeRef.current?.(event.transform.k);
        if (event.transform.k !== zoomK.current) {
          zoomK.current = event.transform.k;
          layoutRef.current();
        }
      });
    const selection = select(svg);
    selection.call(behaviour).on('dblclick.zoom', null);
    zoomRef.current = behaviour;
    return () => {
      selection.on('.zoom', null);
      zoomRef.current = null;
    };
  }, [zoomable, vx, vy, vw, vh]);

  useImperativeHandle(
    handleRef,
    () => ({
      zoomIn: () => svgRef.current && zoomRef.current?.scaleBy(select(svgRef.current), MAP_ZOOM.buttonFactor),
      zoomOut: () => svgRef.current && zoomRef.current?.scaleBy(select(svgRef.current), 1 / MAP_ZOOM.buttonFactor),
      reset: () => svgRef.current && zoomRef.current?.transform(select(svgRef.current), zoomIdentity),
    }),
    [],
  );

  const onEnter = useCallback((shape: MapShape, clientX: number, clientY: number) => {
    const box = containerRef.current?.getBoundingClientRect();
    if (!box) return;
    showTip.current?.({
      name: shape.name,
      count: countsRef.current.get(shape.key) ?? 0,
      x: clientX - box.left,
      y: clientY - box.top,
    });
  }, []);
  const onLeave = useCallback(() => showTip.current?.(null), []);
  const onActivate = useCallback((shape: MapShape) => {
    // Public visitors: clicking does nothing on the map (section 2).
    if (signedInRef.current) onSelectRef.current?.(shape);
  }, []);

  return (
    <div ref={containerRef} className="relative h-full">
      <svg
        ref={svgRef}
        viewBox={`${vx} ${vy} ${vw} ${vh}`}
        role="group"
        aria-label={label ?? _('crimeMap.map.label')}
        data-testid="crime-map-svg"
        className="block h-full w-full touch-none select-none"
      >
        <rect x={vx - vw} y={vy - vh} width={3 * vw} height={3 * vh} fill="transparent" />
        <g ref={layerRef} data-testid="crime-map-layer">
          <AreaPaths
            shapes={shapes}
            counts={counts}
            signedIn={signedIn}
            selectedKey={selectedKey}
            onEnter={onEnter}
            onLeave={onLeave}
            onActivate={onActivate}
          />
          <g ref={labelsRef}>
            <AreaLabels shapes={shapes} />
          </g>
        </g>
      </svg>
      <MapTooltip show={showTip} signedIn={signedIn} />
    </div>
  );
}
