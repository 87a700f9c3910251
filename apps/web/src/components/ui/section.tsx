import { useId, type HTMLAttributes, type ReactNode } from 'react';

/**
 * A section named by its heading (`aria-labelledby` to the heading's generated id), so a screen reader lists it
 * as a region with the heading's text. `contentClassName` puts the heading and `children` in a box of their own,
 * for a section that spans the page with its content in a narrower column.
 */
export function Section({
  title,
  level = 'h2',
  titleClassName,
  contentClassName,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  level?: 'h2' | 'h3';
  titleClassName: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const Heading = level;
  const content = (
    <>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </>
  );
  return (
    <section aria-labelledby={titleId} {...props}>
      {contentClassName ? <div className={contentClassName}>{content}</div> : content}
    </section>
  );
}
