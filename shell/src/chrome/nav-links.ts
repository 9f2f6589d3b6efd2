/** Header links. Home is active on an exact match, the others by prefix. */
export const navLinks = [
  { href: '/', label: 'Accueil' },
  { href: '/services/', label: 'Services' },
  { href: '/gallery/', label: 'Réalisations' },
  { href: '/blog/', label: 'Blog' },
  { href: '/reviews/', label: 'Avis clients' },
  { href: '/about/', label: 'À propos' },
] as const;

export const aboutMenu = [
  { href: '/about/', label: 'Qui sommes-nous', subtitle: 'Découvrez notre histoire' },
  { href: '/downloads/', label: 'Plaquette entreprise', subtitle: 'Téléchargez notre brochure' },
] as const;

export function isActiveLink(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href) || `${pathname}/` === href;
}
