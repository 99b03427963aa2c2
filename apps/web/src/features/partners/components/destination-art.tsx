import type { SxProps, Theme } from '@mui/material/styles';
import { DESTINATION_IMAGES, type DestinationImage } from '@vida/shared';
import beach from '../../../assets/art/destination-beach.svg';
import joya from '../../../assets/art/destination-joya.svg';
import junglePark from '../../../assets/art/destination-jungle-park.svg';
import palace from '../../../assets/art/destination-palace.svg';
import reserve from '../../../assets/art/destination-reserve.svg';
import { ArtImage } from '../../../components/ui/art-image.tsx';

/** The five destination backgrounds of spec section 2, by the API's `image_location`. */
function sceneOf(imageLocation: string | null | undefined): DestinationImage {
  return DESTINATION_IMAGES.find((scene) => scene === imageLocation) ?? 'beach';
}

const SCENES: Record<DestinationImage, string> = {
  'jungle-park': junglePark,
  palace: palace,
  beach: beach,
  joya: joya,
  reserve: reserve,
};

interface DestinationArtProps {
  imageLocation: string | null | undefined;
  /** Cards in the carousel load their artwork when they come near the viewport. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A destination's background: the portal's own artwork in its palette (DESIGN.md), static SVG files, no
 * photos. Decorative; the name and location are always written next to it. `slice` lets the same scene
 * fill a card (16:10) or a wide page header.
 */
export function DestinationArt({ imageLocation, lazy, sx }: DestinationArtProps) {
  return <ArtImage src={SCENES[sceneOf(imageLocation)]} lazy={lazy} sx={sx} />;
}
