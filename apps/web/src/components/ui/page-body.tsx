import Container, { type ContainerProps } from '@mui/material/Container';
import { PAGE_WIDTHS, type PageWidth } from './page-layout.ts';

interface PageBodyProps extends Omit<ContainerProps, 'maxWidth'> {
  /** The kind of page (page-layout.ts); the same value as its PageHeader's. */
  width: PageWidth;
}

/** The content under a page's header band: the page kind's width and the signed-in pages' vertical rhythm. */
export function PageBody({ width, sx, children, ...props }: PageBodyProps) {
  return (
    <Container
      {...props}
      maxWidth={PAGE_WIDTHS[width]}
      sx={[{ py: { xs: 4, md: 6 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Container>
  );
}
