import { formatLongDate } from 'shared/format';

/** An ISO date ("2025-06-02") as readers see it ("2 June 2025"), the same in every time zone. */
export const formatDate = formatLongDate;
