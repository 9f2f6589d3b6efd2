import { blogListHead } from './list-head';

const categories = [
  { name: 'Entretien', slug: 'entretien' },
  { name: 'Escaliers', slug: 'escaliers' },
];

describe('blogListHead', () => {
  it('gives each category variant its own title and description', () => {
    const all = blogListHead(categories, null);
    const care = blogListHead(categories, 'entretien');
    const stairs = blogListHead(categories, 'escaliers');
    expect(new Set([all.title, care.title, stairs.title]).size).toBe(3);
    expect(new Set([all.description, care.description, stairs.description]).size).toBe(3);
    expect(care.title).toMatch(/^Entretien\u00a0: /);
    expect(stairs.description).toContain('«\u202fEscaliers\u202f»');
  });

  it('an unknown category is the list itself', () => {
    expect(blogListHead(categories, 'zzz')).toEqual(blogListHead(categories, null));
  });
});
