/**
 * The `pagination` block of every list response. `minPages` is 1 where an empty list still reports one (empty)
 * page, as the reports and SOS lists always have.
 */
export const pagination = (total: number, page: number, size: number, minPages = 0) => ({
  totalPages: Math.max(minPages, Math.ceil(total / size)),
  total,
  currentPage: page,
  pageSize: size,
});
