import { useId, type ReactNode } from 'react';

/**
 * A section of the settings page, named by its heading; the section's one action (`action`) stands beside the
 * heading, or a line on what it is for (`description`) under it.
 */
export function SettingsSection({
  title,
  description,
  action,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const heading = (
    <h2 id={titleId} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={titleId} className={className}>
      {action ? (
        <div className="flex items-center justify-between">
          {heading}
          {action}
        </div>
      ) : description ? (
        <div>
          {heading}
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
