const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An ISO date ("2025-06-02") as readers see it ("2 June 2025"), the same in every time zone. */
export function formatDate(isoDate: string): string {
  return FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
