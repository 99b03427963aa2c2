import Box from '@mui/material/Box';
import coastPanorama from '../../../assets/art/scene-coast-panorama.svg';
import { ArtImage } from '../../../components/ui/art-image.tsx';
import { HotelArt } from './hotel-art.tsx';

/**
 * The request form's banner: a coast drawn for a wide, low band (the hotels' 16:9 scenes cropped to it read
 * as a strip of sky over a slab of sea), and once a destination is chosen, that hotel's scene as a postcard
 * on it. Decorative.
 */
export function StayBanner({ hotel }: { hotel: string | null | undefined }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'relative', height: { xs: 140, md: 200 } }}>
      <ArtImage src={coastPanorama} />
      {hotel ? (
        <Box
          sx={{
            position: 'absolute',
            right: { xs: 16, md: 32 },
            bottom: { xs: 12, md: 20 },
            width: { xs: 128, md: 208 },
            aspectRatio: '16 / 9',
            borderRadius: 1,
            overflow: 'hidden',
            border: 4,
            borderColor: 'common.white',
            boxShadow: 3,
            transform: 'rotate(2deg)',
          }}
        >
          <HotelArt hotel={hotel} />
        </Box>
      ) : null}
    </Box>
  );
}
