/** The reminder to call the emergency number 112 before reporting; `lead` is the sentence before the number. */
export function Call112({ lead, className }: { lead: string; className: string }) {
  return (
    <p className={className}>
      {lead}{' '}
      <a href="tel:112" className="font-semibold text-white underline">
        112
      </a>{' '}
      first.
    </p>
  );
}
