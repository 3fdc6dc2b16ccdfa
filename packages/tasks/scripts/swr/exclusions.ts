/**
 * What a Word item may not be: words and strings left out so every item suits a child of 6 and
 * reads the same in every region we serve. Over-exclusion costs nothing (the frequency lists hold
 * thousands of words), so the lists err on the safe side.
 *
 * - `words`: real words never used (matched on the word itself).
 * - `prefixes`: real words starting with one of these are never used (murder, murderer, ...).
 * - `fragments`: no item, real or made-up, contains one of these anywhere.
 * Made-up words are also kept free of every word and prefix of four letters or more and of the
 * sound-alike fragments in MADE_UP_FRAGMENTS, in both languages.
 */
import { type SourceLanguage, listForm } from './sources.ts';

/** Words separated by white space, so the long lists stay readable. */
const list = (text: string): readonly string[] => text.split(/\s+/).filter(Boolean);

export interface ExclusionList {
  readonly words: readonly string[];
  readonly prefixes: readonly string[];
  readonly fragments: readonly string[];
}

const EN_WORDS = [
  // Rude words, insults, slurs.
  ...list(`
    ass arse bastard bloody bollocks bugger bum butt crap crappy damn damned dammit darn douche
    dumb freak hell idiot jerk loser moron piss pissed prick retard screw stupid suck sucker sucks
    turd twat poop fart pee boob boobs booty tit tits titty cock dick pussy hoe skank bimbo dyke
    fag queer homo spic chink kike gook wop tranny midget cripple pervert perv gay lesbian nerd
    fatso ugly wacko dopey gutless paddy paddies gypsy gyp git hussy deary ogle ogling poser
    unisex seminal unwed bop bio mano gnarly dauphin cum crackhead druggie teat massager cuss
    maim cremate lousy sweetie honcho swami gung ref mag geeky caste petri mas ante tart
    religion religious coz rom tat bulimia flasher snifter crone slob screwy filth lieu electro
    bam fella ourself presto hemp ops abs gumshoe chippy bologna rep amp pap
  `),
  // Sex and the body.
  ...list(`
    sex sexy nude naked rape raped orgasm erotic penis vagina breast breasts nipple nipples sperm
    semen condom virgin horny kinky fetish stripper hooker pimp brothel aroused seduce lust
    erection bra panties thong lingerie bosom crotch groin anal anus orgy mistress lover lovers
    affair hump flirt pregnant abortion divorce nudity bust undress sexist ejaculate adultery
    menopause ovary ovaries uterus womb testicle intestine rectum bladder urine feces
  `),
  // Violence, weapons, crime, death, horror.
  ...list(`
    kill dead death deadly die died dies dying corpse blood gun guns shoot shooting shot shots
    rifle pistol bullet bullets bomb knife knives stab slaughter massacre torture assault abuse
    execute execution strangle weapon weapons grenade war wars warfare terror hostage kidnap
    victim victims homicide lethal coffin funeral burial cemetery grave graves tomb demon devil
    satan hanged noose slave slaves slavery poison cancer tumor corpses bleed bleeding wound
    wounded injured injury hurt hate hatred evil fatal sword swords punch choke drown drowned hang
    arrest prison jail crime criminal thief steal stole stolen rob robbed robber robbery cop cops
    army attack enemy battle fight fighting gang mob riot threat scream horror nightmare zombie
    vampire
  `),
  // Drugs, alcohol, tobacco, gambling.
  ...list(`
    drug drugs cocaine meth weed stoned drunk beer beers wine wines vodka whiskey whisky liquor
    booze cigarette cigar cigars tobacco overdose addict junkie hangover bourbon tequila champagne
    cocktail rum gin bartender pub bar bars smoke smoking dope pot opium casino gamble gambling
    poker bet betting pill pills needle joint joints
  `),
  // Religion and oaths.
  ...list('god gods goddamn jesus christ lord holy pray heaven bible church'),
];

const EN_PREFIXES = list(`
    fuck shit cunt bitch whore slut porn sex nigg fagg masturb prostitut murder kill suicid rapist
    terroris genocid massacr cocain heroin marijuan alcohol cigaret tobacc vodk tequil liquor
    drunk naked nude genital erotic orgasm asshole bullsh dumbas jackas bomb gunm gunf gunshot
    weapon blood dead death corps tortur assault abus slaughter nazi hitler kidnap hostag execut
    strangl decapit behead lynch overdos addict junk stab poison shoot drown ejacul testic
    menstru gun
`);

/** Unambiguous strings: nothing of ours contains them. */
const EN_FRAGMENTS = list('fuck shit cunt bitch whore slut porn nigg fagg');

const ES_WORDS = [
  // Rude words, insults, slurs (some only in some countries).
  ...list(`
    mierda puta puto putas putos coño culo culos polla pollas verga pija pito joder jodido jodida
    follar chingar chingada cabrón cabrona cabrones pendejo pendeja marica maricón carajo pinche
    hostia hostias gilipollas mamada mamón huevón huevos concha coger cojones cojón zorra perra
    perras caca pedo teta tetas pechos nalga nalgas trasero idiota idiotas imbécil estúpido
    estúpida estúpidos tonto tonta tontos tontería maldito maldita malditos maldición diablo
    diablos demonio demonios infierno bastardo feo fea gordo gorda cállate callate loco loca locos
  `),
  // Sex and the body.
  ...list(`
    pene vagina sexo sexual sexy desnudo desnuda condón virgen amante amantes prostituta burdel
    violar violación violador orgasmo gay lesbiana embarazada aborto divorcio
  `),
  // Violence, weapons, crime, death.
  ...list(`
    matar mata matan mató maté matado matarlo matarte matarme matara mataron muerte muerto muerta
    muertos muertas morir muere murió mueren morirá moriré asesino asesina asesinato asesinos
    sangre pistola arma armas bala balas disparo disparos disparar dispara disparó bomba bombas
    cuchillo guerra guerras cadáver tumba funeral entierro suicidio secuestro víctima víctimas
    tortura veneno herido herida heridos odio odias odia cárcel prisión preso crimen criminal
    ladrón robar robo ejército enemigo enemigos ataque atacar pelea pelear golpe infeliz horror
    amenaza rifle espada cáncer manicomio munición diabetes ignorante indio india indios ron
    apetece pum ies magdalena letal sarcófago celda boxeo
  `),
  // Drugs, alcohol, tobacco, gambling.
  ...list(`
    droga drogas cocaína heroína marihuana borracho borracha cerveza cervezas vino vinos whisky
    tequila alcohol champán cigarro cigarrillo tabaco fumar bar casino apuesta apuestas pastillas
  `),
  // Religion and oaths.
  ...list('dios dioses jesús cristo señor santo santa iglesia rezar biblia diosa'),
];

const ES_PREFIXES = list(`
    mierd jodid follad ching pendej maric gilipoll asesin suicid secuestr tortur cadáver drog
    cocaín marihuan borrach cervez cigarr prostitut violac violad sexu desnud masturb orgasm muert
    matar sangr dispar pistol guerr diabl demoni infiern maldit maldic estúpid imbécil idiot putit
    cabron emborrach envenen ahorc apuñal balac fusil metrall criminal ladron asalt mataz masacr
    bombarde atac fuma fumo fumé golpe aterr fallec cag ejecut combat armad apost apuest tarad
    cobard paranoi
`);

const ES_FRAGMENTS = list('mierd puta puto coño joder pendej gilipoll chinga');

/** Sound-alike and short rude strings that a made-up word must not contain. */
export const MADE_UP_FRAGMENTS = list(`
    fuk fuc phuk fck shyt kunt dick dik cock cok kok puss pusy tit twat cum jiz sex secs seks porn
    rape anal anus nig fag ass arse butt boob poo pee piss crap damn hell nazi slut whor hore bich
    fart turd gay kill dead die blood gun drug nude pene pija pito polla verga culo cono caca pedo
    teta jode folla mamad mamon pinche cabron coger cojon zorra perra marica idiot estupid muert
    mata sangr diabl dios god devil satan kaka pis mear meon peo cago cagar cag orto ojete chocho
    picha chucha verg huev negr chino indio gord fea tonto bobo loco puto put fok fak sux suk bum
    wank jerk gasm rucif pola morte
`);

/** Words that differ between English-speaking regions (US/UK) or are rare in one of them. */
const EN_REGIONAL = list(`
    mom moms mommy mum mums mummy gray grey tire tyre curb kerb program programme plow plough
    pajamas pyjamas aluminum aluminium cozy cosy donut doughnut jewelry jewellery mustache
    moustache skeptic sceptic math maths mold mould ax axe diaper nappy faucet stroller pacifier
    eggplant aubergine zucchini courgette cilantro lorry petrol crisps popsicle jello suspenders
    cheque color colour favorite favourite neighbor neighbour honor honour center centre theater
    theatre meter metre liter litre catalog catalogue defense defence license licence practise
    storey dollar dollars cents penny pence dime nickel soccer sidewalk pavement gasoline faucet
    realise realize
`);

/** Words that differ between Spain and Latin America, or regional usage and verb forms. */
const ES_REGIONAL = list(`
    coche coches carro carros auto autos zumo jugo patata patatas papa papas plátano banana cambur
    nevera heladera refrigerador piscina alberca pileta autobús camión guagua colectivo ordenador
    computadora gafas anteojos lentes vale chaval chavales guay pibe piba chamaco chavo güey wey
    cuate ahorita ándale órale boludo che vosotros vosotras vuestro vuestra vuestros vuestras os
    sois vais dais estáis vos sos chévere bacán chamba vaina cacahuete cacahuate maní frijol
    frijoles judía judías alubia poroto aguacate palta durazno melocotón celular móvil platicar
    plática departamento apartamento okey okay parce parcero chamo chama pana ostras mirá vení
    tomá escuchá decí andá mande tinto chingón guachi
`);

/** Interjections, abbreviations, letter names and fragments of English contractions. */
const EN_NOT_WORDS = list(`
    ok okay oh ah uh um hmm huh ha hah haha ya yeah yep yup nope nah whoa wow hey hi bye oops ouch
    ooh aah eh mm mmm shh psst yo yay hooray ugh er erm aw gee gosh golly jeez geez dude mr mrs ms
    dr st tv vs etc don didn doesn isn wasn weren aren hasn haven hadn couldn wouldn shouldn mustn
    needn mightn ain won shan ll ve re em ol til gonna wanna gotta kinda sorta lemme gimme hon ma
    pa ho la da de el que si mi oi ahem phew yikes hush alright ye thee thou thy ah ooh whee eek
    yum hm uhm huh duh ew meh boo shoo tsk ahh ohh hee heh mhm nay yea aye amigo senor adios hola
    mama papa sis bro thingy rad fab rec mon wiz mini info limo
`);

/** Interjections, abbreviations and words of other languages that the Spanish list holds. */
const ES_NOT_WORDS = list(`
    ok hey eh ah oh ay uy bah sr sra srta ud uds dr mmm hmm ja jaja wow bye ey ea uf guau ah hm oh
    ups the you and yes hi mr fbi cia tv ey oye okey ajá bueno mamá papá mami papi
`);

/** Given names and places that the Spanish frequency list holds among common words. */
const ES_NAMES = list(`
    juan maría maria carlos pedro luis ana josé jose david roma parís paris méxico españa madrid
    jack john michael frank sam charlie harry tom joe mike ben max nueva york peter paul george
    eddie danny tony nick alex jimmy billy bobby johnny
`);

export const EXCLUSIONS: Readonly<Record<SourceLanguage, ExclusionList>> = {
  en: {
    words: [...EN_WORDS, ...EN_REGIONAL, ...EN_NOT_WORDS],
    prefixes: EN_PREFIXES,
    fragments: EN_FRAGMENTS,
  },
  es: {
    words: [...ES_WORDS, ...ES_REGIONAL, ...ES_NOT_WORDS, ...ES_NAMES],
    prefixes: ES_PREFIXES,
    fragments: ES_FRAGMENTS,
  },
};

const ALL_FRAGMENTS = [...EN_FRAGMENTS, ...ES_FRAGMENTS];

/**
 * Spanish verb forms of one region: vosotros (tenéis, estabais) and voseo (tenés, decís). The
 * accent-free forms are matched too because the full word list drops accents; 'seis' stays.
 */
const ES_REGIONAL_ENDING = /(ais|eis|áis|éis|ás|és|ís)$/;

/** True when a real word must not be an item (lists above, plus regional Spanish verb forms). */
export function isExcludedRealWord(language: SourceLanguage, word: string): boolean {
  const list = EXCLUSIONS[language];
  const lower = word.toLowerCase();
  const plain = listForm(language, lower);
  if (list.words.some((w) => w === lower || listForm(language, w) === plain)) return true;
  if (list.prefixes.some((p) => lower.startsWith(p) || plain.startsWith(listForm(language, p)))) {
    return true;
  }
  if (ALL_FRAGMENTS.some((f) => plain.includes(listForm(language, f)))) return true;
  return language === 'es' && hasRegionalEnding(lower);
}

/** A Spanish ending of one region only (tenéis, tenés); made-up words avoid them too. */
export function hasRegionalEnding(word: string): boolean {
  return word !== 'seis' && ES_REGIONAL_ENDING.test(word);
}

/** Every string a made-up word must not contain, in plain (accent-free) form. */
export const MADE_UP_BLOCKLIST: readonly string[] = [
  ...new Set(
    [
      ...ALL_FRAGMENTS,
      ...MADE_UP_FRAGMENTS,
      ...(['en', 'es'] as const).flatMap((language) =>
        [...EXCLUSIONS[language].words, ...EXCLUSIONS[language].prefixes]
          .filter((w) => w.length >= 4)
          .map((w) => listForm(language, w)),
      ),
    ].map((w) => listForm('es', w)),
  ),
];

/** True when a made-up word contains a blocked string (checked without accents). */
export function isBlockedMadeUpWord(word: string): boolean {
  const plain = listForm('es', word);
  return MADE_UP_BLOCKLIST.some((blocked) => plain.includes(blocked));
}
