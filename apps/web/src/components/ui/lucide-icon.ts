/**
 * Draws a Lucide icon from its data, as lucide-react's own component does: the app's imports from lucide-react are
 * turned into calls of this at build (scripts/inline-icons.mjs), so each icon's drawing sits in the module that uses
 * it instead of a chunk of its own (issue 17). Same markup as Lucide: 24 x 24, stroke 2, round caps and joins, the
 * classes `lucide lucide-<name>` (and its aliases') before the caller's, and aria-hidden unless the icon is labelled.
 */
import { createElement, type ReactNode, type SVGProps } from 'react';

interface IconData {
  name: string;
  size?: number;
  node: [string, Record<string, string>][];
  aliases?: string[];
}

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'color'> {
  size?: number | string;
  color?: string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
}

/** A label, a role or a title: the icon says something, so it is not hidden from screen readers. */
const labelled = (props: object) =>
  Object.entries(props).some(
    ([name, value]) => (name.startsWith('aria-') || name === 'role' || name === 'title') && value != null,
  );

export function lucideIcon(icon: IconData) {
  const own = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)];
  const box = icon.size ?? 24;
  return function LucideIcon({
    className,
    size = 24,
    color = 'currentColor',
    strokeWidth = 2,
    absoluteStrokeWidth = false,
    children,
    ...rest
  }: IconProps) {
    const classes = [...new Set([...own, ...(className ?? '').split(/\s+/).filter(Boolean)])].join(' ');
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * box) / Number(size) : strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: classes,
        ...(children || labelled(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
