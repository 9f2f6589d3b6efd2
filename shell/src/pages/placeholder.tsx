import { Container } from '@parquet-alsace/shared';

/** Placeholder until the page's own issue lands: says so, pretends nothing. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Container>
      <section css={{ padding: '48px 0' }}>
        <h1>{title}</h1>
        <p>Cette page est en cours de construction.</p>
      </section>
    </Container>
  );
}
