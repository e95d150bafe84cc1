// Page sizes (spec 000 s.9): 5, 10, 20, 40, 80; default 5. Shared by the list files' check, the
// server's paging and the client's page-size menu.
export const PAGE_SIZES = [5, 10, 20, 40, 80] as const;
export const DEFAULT_PAGE_SIZE = 5;
