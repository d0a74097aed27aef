import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';

/** The device widths the preview shows the questionnaire at, in CSS pixels. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

const FRAME_HEIGHT = { phone: 780, desktop: 900 } as const;

/** The width the frame's box has on the page, followed as the page is resized. */
function useBoxWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    setWidth(box.clientWidth);
    const observer = new ResizeObserver(() => setWidth(box.clientWidth));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/**
 * The consumer questionnaire (/form) in a frame at a phone's or a desktop's width, scaled down to fit the column
 * (never up): what a person sees, laid out as their device lays it out.
 */
export function PreviewFrame({ src, width, title }: { src: string; width: PreviewWidth; title: string }) {
  const [ref, boxWidth] = useBoxWidth();
  const cssWidth = PREVIEW_WIDTHS[width];
  const height = FRAME_HEIGHT[width];
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / cssWidth) : 1;
  return (
    <Box ref={ref} w="full" minW="0" maxW={`${cssWidth + 2}px`} h={`${Math.round(height * scale)}px`} overflow="hidden" borderWidth="1px" rounded="md" bg="bg">
      <iframe
        title={title}
        src={src}
        style={{ width: cssWidth, height, border: 0, transform: `scale(${scale})`, transformOrigin: '0 0', display: 'block' }}
      />
    </Box>
  );
}
