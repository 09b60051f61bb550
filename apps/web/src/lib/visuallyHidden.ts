/**
 * sx for text that only screen readers need. Sizes are strings on purpose: in sx a bare 1 means 100%.
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
