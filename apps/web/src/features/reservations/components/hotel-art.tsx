import type { SxProps, Theme } from '@mui/material/styles';
import acapulco from '../../../assets/art/hotel-acapulco.svg';
import defaultScene from '../../../assets/art/hotel-default.svg';
import joya from '../../../assets/art/hotel-joya.svg';
import jungala from '../../../assets/art/hotel-jungala.svg';
import losCabos from '../../../assets/art/hotel-los-cabos.svg';
import mazatlan from '../../../assets/art/hotel-mazatlan.svg';
import nuevoVallarta from '../../../assets/art/hotel-nuevo-vallarta.svg';
import puertoPenasco from '../../../assets/art/hotel-puerto-penasco.svg';
import puertoVallarta from '../../../assets/art/hotel-puerto-vallarta.svg';
import rivieraMaya from '../../../assets/art/hotel-riviera-maya.svg';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { type HotelArtKey, hotelArtKey } from '../lib/hotel-art-keys.ts';

/** One calm scene per destination, in the portal's palette (DESIGN.md): static SVG files, no photos. */
const SCENES: Record<HotelArtKey, string> = {
  jungala: jungala,
  joya: joya,
  acapulco: acapulco,
  'los-cabos': losCabos,
  mazatlan: mazatlan,
  'nuevo-vallarta': nuevoVallarta,
  'puerto-penasco': puertoPenasco,
  'puerto-vallarta': puertoVallarta,
  'riviera-maya': rivieraMaya,
  default: defaultScene,
};

interface HotelArtProps {
  hotel: string | null | undefined;
  /** In lists (My Reservations) the cards below the fold load their artwork when they come near. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
}

/** The hotel's artwork by name match (spec section 3); decorative. */
export function HotelArt({ hotel, lazy, sx }: HotelArtProps) {
  return <ArtImage src={SCENES[hotelArtKey(hotel)]} lazy={lazy} sx={sx} />;
}
