import { business, pageTitle, replyWithin } from '@parquet-alsace/shared';
import { typeset } from '@parquet-alsace/shared/format';
import { ttcWithHt } from '@parquet-alsace/shared/price-list';
import { quoteRules } from '@parquet-alsace/shared/quote';
import type { LegalSection } from './legal-document';

/** The head office on one line (the current company details). */
export const officeLine = () =>
  `${business.headOffice.street}, ${business.headOffice.postalCode} ${business.headOffice.city}`;

/**
 * The consumer mediator, named on the legal notices (about page) and in the terms (Code de la
 * consommation, L612-1); nothing while its name is not entered (never a placeholder).
 */
export function mediationParagraphs(): string[] {
  const mediator = business.mediator;
  if (!mediator.name) return [];
  const where = [mediator.address, mediator.website].filter(Boolean).join(', ');
  return typeset([
    `Conformément aux articles L611-1 et suivants du Code de la consommation, le client consommateur peut recourir gratuitement au médiateur de la consommation dont relève ${business.legalName} : ${mediator.name}${where ? `, ${where}` : ''}.`,
    `Le médiateur peut être saisi après une réclamation écrite adressée à l’entreprise et restée sans solution, au plus tard un an après cette réclamation.`,
  ]);
}

/**
 * Privacy policy (/confidentialite/). The date is that of the text's last change, not today's
 * (docs/product-rules.md#services-about-and-legal-pages): change it together with the text.
 */
export const privacyTexts = () =>
  typeset({
    title: pageTitle('Politique de confidentialité'),
    description: `Données collectées par les formulaires de ${business.brand}, finalités, durées de conservation, cookies et exercice de vos droits.`,
    h1: 'Politique de confidentialité',
    crumb: 'Politique de confidentialité',
    updatedIso: '2026-12-07',
    updated: 'Dernière mise à jour : 7 décembre 2026',
    intro: [
      `Cette politique explique quelles données personnelles ${business.brand} recueille sur ce site, pourquoi, combien de temps elle les garde et comment exercer vos droits, conformément au Règlement général sur la protection des données (RGPD) et à la loi Informatique et Libertés.`,
    ],
    sections: [
      {
        title: '1. Responsable du traitement',
        paragraphs: [
          `${business.legalName}, ${officeLine()}, France. Contact : ${[business.email, business.phone.display].filter(Boolean).join(' ou ')}.`,
        ],
      },
      {
        title: '2. Les données que nous recueillons',
        paragraphs: ['Nous ne recueillons que ce que vous saisissez dans nos formulaires :'],
        list: [
          'Demande de devis (assistant de devis de la page d’accueil et fenêtre « Demander un devis ») : surface, type de logement, présence d’un ascenseur, finition et teinture souhaitées, nom et prénom, téléphone, e-mail, adresse du chantier (numéro, rue, code postal, ville), message libre, estimation de prix affichée et page d’origine de la demande.',
          'Acceptation d’un devis en ligne : le nom que vous saisissez pour signer, l’adresse e-mail à laquelle le code de confirmation vous a été envoyé, la date et l’heure de l’acceptation, votre adresse IP, la description de votre navigateur, l’empreinte (SHA-256) du document que vous avez accepté, qui permet de prouver lequel c’était, ainsi que vos réponses à l’attestation de TVA à taux réduit et à la demande de début des travaux avant la fin du délai de rétractation. Ces informations figurent aussi sur l’exemplaire signé du devis qui vous est envoyé par e-mail.',
          'Lettre d’information : votre adresse e-mail.',
          'Avis client : nom, e-mail, titre, texte de l’avis, note, et si vous les indiquez le type d’intervention, l’équipe, le lieu, la période des travaux et vos suggestions. Seuls le nom, le titre, le texte, la note et les précisions sur l’intervention sont publiés, après modération ; votre e-mail ne l’est jamais.',
          'Formulaire de contact des articles du blog : nom, e-mail, message, ainsi que le titre et l’adresse de l’article depuis lequel vous écrivez.',
        ],
        after: [
          'Le téléchargement de documents n’enregistre qu’un compteur anonyme. Si vous nous appelez ou nous écrivez par messagerie, nous utilisons les informations que vous nous donnez pour vous répondre.',
          'Pour mesurer la vitesse du site, votre navigateur nous envoie, quand vous quittez une page, quelques mesures de temps d’affichage et de réactivité (par exemple le temps d’affichage du plus grand élément de la page ou le délai de réaction à un appui, avec l’élément appuyé), accompagnées du type de page consultée (accueil, article, galerie…), d’une catégorie d’appareil (téléphone, tablette ou ordinateur) et du type de connexion (3G, 4G…). Ces mesures ne contiennent ni votre adresse IP, ni l’adresse exacte de la page, ni la description de votre navigateur, ni identifiant, ni cookie, et l’heure n’en est gardée qu’à l’heure près : elles ne permettent de vous reconnaître ni d’une page à l’autre, ni d’une visite à l’autre.',
        ],
      },
      {
        title: '3. Finalités et bases légales',
        paragraphs: [],
        list: [
          'Établir et suivre votre devis, vous rappeler et préparer le chantier : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
          'Enregistrer votre acceptation d’un devis en ligne et pouvoir la prouver : la conclusion du contrat (article 6.1.b) et notre obligation légale de conserver le devis signé (article 6.1.c).',
          'Vous envoyer la lettre d’information : votre consentement (article 6.1.a), que vous pouvez retirer à tout moment par le lien de désinscription ou en nous écrivant.',
          'Publier votre avis après modération et, le cas échéant, y répondre : votre consentement, exprimé en envoyant l’avis.',
          'Répondre à vos messages envoyés depuis un article : notre intérêt légitime à répondre aux questions qui nous sont adressées (article 6.1.f).',
          'Mesurer l’audience du site et l’efficacité de nos campagnes : votre consentement, recueilli par le panneau des cookies.',
          'Mesurer la vitesse du site pour l’améliorer : notre intérêt légitime (article 6.1.f). Cette mesure d’audience est exemptée de consentement selon les règles de la CNIL, car elle ne conserve aucun identifiant : elle sert uniquement à produire des statistiques anonymes sur les performances de notre propre site, sans cookie, sans croisement avec d’autres données et sans transmission à des tiers. Elle a donc lieu même si vous refusez les cookies.',
          'Assurer la sécurité du site et prévenir les abus (limitation des envois répétés) : notre intérêt légitime.',
        ],
      },
      {
        title: '4. Durées de conservation',
        paragraphs: [],
        list: [
          'Demandes de devis : 3 ans après notre dernier contact avec vous, sauf si vous avez accepté un devis en ligne (voir ci-dessous). Une tâche planifiée s’exécute chaque jour et supprime définitivement les demandes dont le dernier contact date de plus de 3 ans, ainsi que les copies transmises pour vous notifier (e-mail et tableau de suivi) une fois ces envois terminés.',
          'Si vous devenez client, les devis signés et factures sont conservés 10 ans, comme l’exige le Code de commerce.',
          'Acceptation d’un devis en ligne : les informations qui la prouvent sont conservées avec le devis signé, 10 ans après l’acceptation, de même que la demande de devis correspondante ; elles sont ensuite supprimées définitivement par la même tâche quotidienne.',
          'Messages envoyés depuis un article : 3 ans après leur envoi, puis supprimés par la même tâche quotidienne.',
          'Lettre d’information : jusqu’à votre désinscription.',
          'Avis clients : tant que l’avis est publié ; vous pouvez demander sa suppression à tout moment. Un avis refusé est supprimé.',
          'Choix relatifs aux cookies : 13 mois, puis la question vous est posée à nouveau.',
          'Mesures de vitesse des pages : 25 mois, puis supprimées définitivement par une tâche quotidienne.',
        ],
      },
      {
        title: '5. Destinataires',
        paragraphs: [
          `Vos données sont destinées aux équipes de ${business.brand} (siège de Colmar et agence qui réalisera votre chantier). Elles ne sont jamais vendues ni louées.`,
          'Nous faisons appel à des prestataires techniques qui les traitent pour notre compte et selon nos instructions : l’hébergeur du site, le prestataire de base de données, le service d’envoi d’e-mails et le tableur en ligne de suivi des demandes de devis ; et, uniquement si vous l’acceptez, nos outils de mesure d’audience et de publicité. Si l’un d’eux traite des données hors de l’Union européenne, ce transfert est encadré par les clauses contractuelles types de la Commission européenne.',
        ],
      },
      {
        title: '6. Cookies et panneau de consentement',
        paragraphs: [
          'À votre première visite, un panneau vous propose d’accepter, de refuser ou de choisir catégorie par catégorie ; refuser est aussi simple qu’accepter et aucune case facultative n’est pré-cochée. Tant que vous n’avez pas choisi, aucun cookie de mesure d’audience ou de marketing n’est déposé.',
          'La mesure de la vitesse des pages décrite plus haut n’utilise aucun cookie et ne dépend pas de ce panneau.',
        ],
        list: [
          'Nécessaires : la mémorisation de votre choix (13 mois) et du thème clair ou sombre, stockés dans votre navigateur. Ils ne peuvent pas être désactivés.',
          'Mesure d’audience : statistiques de fréquentation anonymisées et agrégées, durée de 26 mois au maximum.',
          'Marketing : mesure de l’efficacité de nos campagnes et publicités pertinentes, durée de 90 jours au maximum.',
        ],
        after: [
          'Votre consentement est valable 13 mois. Vous pouvez le modifier ou le retirer à tout moment avec le bouton « Paramètres des cookies » en bas de chaque page.',
        ],
      },
      {
        title: '7. Vos droits',
        paragraphs: [
          'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de vos données, d’un droit d’opposition, du droit de retirer votre consentement à tout moment et du droit de définir des directives sur le sort de vos données après votre décès.',
          `Pour les exercer, écrivez-nous ${business.email ? `à ${business.email} ou ` : ''}par courrier à ${business.legalName}, ${officeLine()}. Nous pourrons vous demander un justificatif d’identité uniquement en cas de doute raisonnable sur votre identité.`,
          'Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande. Ce délai peut être prolongé de deux mois si la demande est complexe ou si nous en recevons un grand nombre ; nous vous en informons alors dans le premier mois, en indiquant pourquoi.',
        ],
      },
      {
        title: '8. Réclamation',
        paragraphs: [
          'Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou sur www.cnil.fr.',
        ],
      },
      {
        title: '9. Sécurité',
        paragraphs: [
          'Les échanges avec le site sont chiffrés (HTTPS). Les demandes de devis ne sont accessibles ni aux autres visiteurs ni depuis le site public : seuls nos outils internes peuvent les lire.',
        ],
      },
    ] satisfies LegalSection[],
    links: [
      { href: '/about/#mentions-legales', label: 'Mentions légales' },
      { href: '/cgv/', label: 'Conditions générales d’intervention' },
    ],
  } as const);

/** Terms of intervention (/cgv/): 16 articles (docs/product-rules.md#services-about-and-legal-pages). */
export const termsTexts = () =>
  typeset({
    title: pageTitle('Conditions générales d’intervention'),
    description: `Conditions générales d’intervention de ${business.brand} : devis, acompte, paiement, délais, réception des travaux et garanties.`,
    h1: 'Conditions générales d’intervention',
    crumb: 'Conditions générales',
    updated: 'En vigueur au 22 novembre 2026',
    sections: [
      {
        title: 'Article 1 – Objet',
        paragraphs: [
          `Les présentes conditions s’appliquent à tous les travaux de ponçage, vitrification, huilage, rénovation d’escaliers et réparation de parquets réalisés par ${business.legalName}, ${officeLine()}${business.siret ? `, SIRET ${business.siret}` : ''}, ci-après « l’entreprise », pour ses clients particuliers et professionnels. Toute commande vaut acceptation des présentes conditions.`,
        ],
      },
      {
        title: 'Article 2 – Devis',
        paragraphs: [
          `Le devis est gratuit. Il est établi après diagnostic, sur place ou à partir des informations transmises, et envoyé en principe ${replyWithin()}. Il est valable un mois à compter de sa date d’émission ; au-delà, l’entreprise peut l’actualiser.`,
          `Les prix affichés sur le site sont donnés toutes taxes comprises, au taux de TVA qui s’applique au logement (par exemple ${ttcWithHt(quoteRules.prices.basePerM2, { per: 'm²' })} pour un ponçage avec vitrification dans un logement achevé depuis plus de deux ans) ; ils sont indicatifs : seul le devis signé engage les parties.`,
        ],
      },
      {
        title: 'Article 3 – Commande et acompte',
        paragraphs: [
          'La commande est formée par la signature du devis, accompagnée d’un acompte de 50 % du montant TTC, versé à la commande.',
          'Le client consommateur qui signe hors établissement dispose d’un délai de rétractation de 14 jours, conformément au Code de la consommation ; il peut demander expressément que les travaux commencent avant la fin de ce délai.',
        ],
      },
      {
        title: 'Article 4 – Prix',
        paragraphs: [
          'Les prix sont ceux du devis accepté, exprimés hors taxes et toutes taxes comprises. Tout travail supplémentaire demandé en cours de chantier fait l’objet d’un avenant signé avant son exécution.',
        ],
      },
      {
        title: 'Article 5 – Conditions de paiement',
        paragraphs: [
          'Le solde est payable à la réception des travaux. Pour les travaux dont la durée dépasse 30 jours, des situations de travaux sont facturées mensuellement, à proportion de l’avancement.',
        ],
      },
      {
        title: 'Article 6 – Garantie de paiement',
        paragraphs: [
          'Lorsque le solde restant dû après acompte dépasse 12 000 EUR, le client fournit une garantie de paiement (caution bancaire ou consignation), conformément à l’article 1799-1 du Code civil. Cette garantie doit être remise dans un délai de 15 jours suivant la demande de l’entreprise.',
        ],
      },
      {
        title: 'Article 7 – Retard de paiement',
        paragraphs: [
          'Toute somme non payée à son échéance entraîne de plein droit des pénalités de retard calculées au taux de la Banque centrale européenne majoré de 10 points, ainsi qu’une indemnité forfaitaire de 5 % du montant total TTC.',
          'Pour les clients professionnels s’ajoute l’indemnité forfaitaire pour frais de recouvrement de 40 EUR prévue par le Code de commerce.',
        ],
      },
      {
        title: 'Article 8 – Suspension des travaux',
        paragraphs: [
          'À défaut de paiement d’un acompte, d’une situation ou de la garantie de paiement, l’entreprise peut suspendre les travaux 15 jours après une mise en demeure restée sans effet. Le délai d’exécution est alors prolongé d’autant.',
        ],
      },
      {
        title: 'Article 9 – Délais d’intervention',
        paragraphs: [
          'Les dates d’intervention sont fixées d’un commun accord. À titre indicatif, la rénovation de 50 m² demande 1 à 2 jours. Une intervention d’urgence est possible sous 48 h selon les disponibilités. Les retards dus aux intempéries, à un cas de force majeure ou au fait du client ne peuvent donner lieu à indemnité.',
        ],
      },
      {
        title: 'Article 10 – Obligations du client',
        paragraphs: [
          'Le client assure l’accès au chantier, libère les pièces de leur mobilier sauf accord contraire, met à disposition l’eau et l’électricité et informe l’entreprise de tout élément utile : chauffage au sol, nature du support, présence d’animaux ou de personnes sensibles aux poussières.',
        ],
      },
      {
        title: 'Article 11 – Amiante',
        paragraphs: [
          'Pour tout bâtiment dont le permis de construire est antérieur au 1er juillet 1997, le client remet avant les travaux le repérage amiante avant travaux exigé par le Code du travail. Le donneur d’ordre qui ne le fait pas s’expose à une amende pouvant atteindre 9 000 EUR. En cas de découverte de matériaux suspects, les travaux sont suspendus jusqu’à leur analyse.',
        ],
      },
      {
        title: 'Article 12 – Réception des travaux',
        paragraphs: [
          'La réception a lieu contradictoirement à la fin du chantier et fait l’objet d’un procès-verbal, avec ou sans réserves. Le client qui entend refuser la réception doit le notifier par écrit, en motivant son refus, dans un délai de 3 jours suivant la fin des travaux ; à défaut, les travaux sont réputés reçus sans réserve.',
        ],
      },
      {
        title: 'Article 13 – Garanties',
        paragraphs: [
          'Les travaux bénéficient des garanties légales applicables, dont la garantie de parfait achèvement d’un an à compter de la réception. La durée de protection d’une vitrification (8 à 10 ans en usage domestique normal) suppose le respect des conseils d’entretien remis au client ; l’usure normale et les dégâts dus à un mauvais usage ne sont pas couverts.',
        ],
      },
      {
        title: 'Article 14 – Responsabilité et assurance',
        paragraphs: [
          'L’entreprise est assurée pour sa responsabilité civile professionnelle. Les variations naturelles de teinte et de veinage du bois ne constituent pas un défaut.',
        ],
      },
      {
        title: 'Article 15 – Données personnelles',
        paragraphs: [
          'Les données du client sont traitées pour l’exécution du contrat, selon notre politique de confidentialité publiée sur le site. Les demandes d’exercice des droits sont traitées dans un délai d’un mois, prolongeable de deux mois en cas de demande complexe ou de nombre important de demandes.',
        ],
      },
      {
        title: 'Article 16 – Réclamations et litiges',
        paragraphs: [
          `Toute réclamation est adressée par écrit ${business.email ? `à ${business.email} ou ` : ''}à l’adresse du siège. En cas de litige avec un client consommateur, l’entreprise répond à sa réclamation écrite dans un délai de 15 jours ; à défaut d’accord, le consommateur peut recourir gratuitement à un médiateur de la consommation. Le droit français s’applique ; pour les clients professionnels, le tribunal compétent est celui de Colmar.`,
          ...mediationParagraphs(),
        ],
      },
    ] satisfies LegalSection[],
    links: [
      { href: '/confidentialite/', label: 'Politique de confidentialité' },
      { href: '/about/#mentions-legales', label: 'Mentions légales' },
    ],
  } as const);
