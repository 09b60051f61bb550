/** The responsive card list of the test pages (a `ul` of cards): one, two or three columns. */
export const CARD_GRID = {
  display: "grid",
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
  listStyle: "none",
  p: 0,
  m: 0,
} as const;
