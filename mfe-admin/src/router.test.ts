import { matchRoute } from './router';

it.each([
  ['/admin/', { name: 'leads' }],
  ['/admin/leads/', { name: 'leads' }],
  ['/admin/reviews/', { name: 'reviews' }],
  [
    '/admin/leads/6F0C2A4E-1D3B-4C55-9A1E-2B7F0C9D8E11/',
    { name: 'lead', id: '6f0c2a4e-1d3b-4c55-9a1e-2b7f0c9d8e11' },
  ],
  ['/admin/leads/pas-un-identifiant/', { name: 'not-found' }],
  ['/admin/journal/', { name: 'journal' }],
  ['/admin/performances/', { name: 'performance' }],
  ['/admin/audit/', { name: 'not-found' }],
  ['/admin/galerie/', { name: 'gallery' }],
  ['/admin/documents/', { name: 'documents' }],
  ['/admin/galerie', { name: 'not-found' }],
])('%s is %j', (path, route) => {
  expect(matchRoute(path)).toEqual(route);
});
