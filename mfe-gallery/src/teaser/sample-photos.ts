import type { GalleryPhoto } from '../gallery/photo';

/** Shown when the photos cannot be loaded: real files of content/media. */
export const samplePhotos: GalleryPhoto[] = [
  {
    id: 'sample-1',
    url: '/media/gallery/realisation-01-poncage-colmar-960.jpg',
    order: 1,
    category: 'Ponçage',
    location: 'Colmar',
    description: 'Ponçage d’un parquet en chêne à l’anglaise dans une maison de ville.',
    alt: 'Parquet en chêne à moitié poncé, bois clair à gauche et ancien vernis grisé à droite',
    width: 1440,
    height: 1080,
  },
  {
    id: 'sample-2',
    url: '/media/gallery/realisation-02-vitrification-strasbourg-960.jpg',
    order: 2,
    category: 'Vitrification',
    location: 'Strasbourg',
    description: 'Bâtons rompus vitrifiés en satiné après ponçage en diagonale.',
    alt: 'Salon avec parquet en bâtons rompus vitrifié satiné, éclairé par une fenêtre',
    width: 1440,
    height: 1080,
  },
  {
    id: 'sample-3',
    url: '/media/gallery/realisation-03-huilage-mulhouse-960.jpg',
    order: 3,
    category: 'Huilage',
    location: 'Mulhouse',
    description: 'Grandes lames de chêne huilées en teinte miel.',
    alt: 'Séjour avec parquet en chêne à larges lames huilé couleur miel',
    width: 1440,
    height: 1080,
  },
  {
    id: 'sample-4',
    url: '/media/gallery/realisation-04-escalier-selestat-960.jpg',
    order: 4,
    category: 'Escalier',
    location: 'Sélestat',
    description: 'Escalier droit de 14 marches poncé et vitrifié.',
    alt: 'Escalier en bois aux marches vitrifiées et contremarches blanches',
    width: 1440,
    height: 1080,
  },
];
