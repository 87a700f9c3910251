import type { ReactNode } from 'react';
import { Section } from '../../../components/ui/section';

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
  return (
    <Section
      title={title}
      className={className}
      titleClassName="text-xl font-semibold text-slate-900"
      subtitle={description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      aside={action}
      headerClassName="flex items-center justify-between"
    >
      {children}
    </Section>
  );
}
