import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";

interface LoadingSkeletonsProps {
  /** Read out while loading (the container's aria-label). */
  label: string;
  height: number;
  count?: number;
  /** Stack spacing; ignored with `grid`. */
  spacing?: number;
  /** Lay the skeletons out in a Box with this sx instead of a Stack. */
  grid?: SxProps<Theme>;
  /** Extra sx for the Stack; ignored with `grid`. */
  sx?: SxProps<Theme>;
}

/** Rounded placeholders standing in for a list while it loads. */
export function LoadingSkeletons({ label, height, count = 3, spacing = 1, grid, sx }: LoadingSkeletonsProps) {
  const skeletons = Array.from({ length: count }, (_, n) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
    <Skeleton key={n} variant="rounded" height={height} />
  ));
  return grid ? (
    <Box sx={grid} role="status" aria-label={label}>
      {skeletons}
    </Box>
  ) : (
    <Stack spacing={spacing} sx={sx} role="status" aria-label={label}>
      {skeletons}
    </Stack>
  );
}

/** The error in place of something that failed to load, with a Retry button. */
export function LoadError({
  message,
  onRetry,
  sx,
}: {
  message: ReactNode;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
