/**
 * The deploy-time configuration, inlined by the server in every page (and served as
 * /site-config.json for static hosts): where the remotes and the backend are. Changing it
 * ships a remote or moves the backend without rebuilding any app.
 */
export interface SiteConfig {
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<string, string>;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Google Tag Manager container id; empty means no tag script at all. */
  gtmId: string;
  /**
   * Development only (server started with DEV_REMOTE_OVERRIDES=1): the browser may load a remote
   * from its `npm run dev` server instead (`?remote=blog`, README "Working on one remote").
   */
  devRemotes?: boolean;
  /**
   * The visitor site's origin, given to the back office only: it runs on an origin of its own
   * (docs/adr-008-back-office.md) and writes addresses visitor pages load (an article's photo).
   */
  siteUrl?: string;
}

const emptyConfig: SiteConfig = { remotes: {}, supabaseUrl: '', supabaseAnonKey: '', gtmId: '' };

let override: SiteConfig | null = null;

export function setSiteConfig(config: SiteConfig): void {
  override = config;
}

export function getSiteConfig(): SiteConfig {
  if (override) return override;
  if (typeof document === 'undefined') return emptyConfig;
  const node = document.getElementById('__SITE_CONFIG__');
  if (!node?.textContent) return emptyConfig;
  try {
    override = { ...emptyConfig, ...(JSON.parse(node.textContent) as Partial<SiteConfig>) };
    return override;
  } catch {
    console.error('Configuration du site illisible');
    return emptyConfig;
  }
}
