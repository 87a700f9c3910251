import { useId, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A section named by its heading (`aria-labelledby` to the heading's id: `titleId`, where something outside the
 * section refers to it, else a generated one), so a screen reader lists it as a region with the heading's text. `subtitle` goes under the heading; `aside` (the section's actions) beside
 * them, in a row laid out by `headerClassName`. `contentClassName` puts everything in a box of its own, for a
 * section that spans the page with its content in a narrower column.
 */
export function Section({
  title,
  titleId: givenTitleId,
  level = 'h2',
  titleClassName,
  subtitle,
  aside,
  headerClassName,
  contentClassName,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  titleId?: string;
  level?: 'h2' | 'h3';
  titleClassName: string;
  subtitle?: ReactNode;
  aside?: ReactNode;
  headerClassName?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const generatedTitleId = useId();
  const titleId = givenTitleId ?? generatedTitleId;
  const Heading = level;
  let header = (
    <Heading id={titleId} className={titleClassName}>
      {title}
    </Heading>
  );
  if (subtitle) {
    header = (
      <div>
        {header}
        {subtitle}
      </div>
    );
  }
  if (aside) {
    header = (
      <div className={headerClassName}>
        {header}
        {aside}
      </div>
    );
  }
  const content = (
    <>
      {header}
      {children}
    </>
  );
  return (
    <section aria-labelledby={titleId} {...props}>
      {contentClassName ? <div className={contentClassName}>{content}</div> : content}
    </section>
  );
}
