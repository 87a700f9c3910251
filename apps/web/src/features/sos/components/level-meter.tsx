/** The 40-bar live input level visualiser. */
export function LevelMeter({ levels }: { levels: number[] }) {
  return (
    <div className="flex h-12 items-end justify-center gap-0.5" aria-hidden="true" data-testid="level-meter">
      {levels.map((level, i) => (
        <span
          key={i}
          className="w-1.5 rounded-sm bg-red-500 transition-[height] duration-75"
          style={{ height: `${Math.max(6, Math.round(level * 100))}%` }}
        />
      ))}
    </div>
  );
}
