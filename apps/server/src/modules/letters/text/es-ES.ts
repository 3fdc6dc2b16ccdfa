import type { LetterText } from './types.ts';

/**
 * The parent letter in Spanish: neutral Spanish that reads well in Spain and Latin America, so
 * that es-CO changes few words. The family is addressed as "ustedes" throughout (a school
 * letter); the child by name, never with words that mark a gender. Level names are the reports'
 * (reports/report-csv-text.ts). Rules of the words: docs/product/parent-letter.md section 4.
 */
export const ES_ES: LetterText = {
  locale: 'es-ES',
  title: 'Carta para la familia de {name}',
  heading: 'Resultados de {name}',
  greeting: 'Estimada familia de {name}:',
  intro: {
    one: 'Como parte de la evaluación escolar «{administration}», {name} participó hace poco en un juego breve de aprendizaje en la escuela. En esta carta les contamos qué observó el juego, cómo le fue a {name} y tres cosas sencillas que pueden hacer en familia.',
    other:
      'Como parte de la evaluación escolar «{administration}», {name} participó hace poco en {count} juegos breves de aprendizaje en la escuela. En esta carta les contamos qué observó cada juego, cómo le fue a {name} y, para cada uno, tres cosas sencillas que pueden hacer en familia.',
  },
  aboutResults:
    'Algunos resultados se muestran en uno de tres niveles: Necesita apoyo adicional, Habilidad en desarrollo o Habilidad adquirida. Cada juego muestra cómo le fue a {name} en un momento concreto de un solo día. No es un diagnóstico, y la escuela lo valora junto con lo que se observa en clase.',
  levelNames: {
    'needs-extra-support': 'Necesita apoyo adicional',
    developing: 'Habilidad en desarrollo',
    achieved: 'Habilidad adquirida',
  },
  levelMeaning: {
    'needs-extra-support':
      'Por ahora, {name} necesita más ayuda con esta habilidad. Practicar un poco y a menudo, en la escuela y en casa, puede marcar una gran diferencia.',
    developing:
      '{name} va por buen camino con esta habilidad y la sigue desarrollando. Un poco de práctica la hará más firme.',
    achieved:
      'A {name} le va bien con esta habilidad. Las ideas siguientes pueden ayudar a que siga creciendo.',
  },
  percentile: '{name} superó a unos {percentile} de cada 100 estudiantes del mismo curso.',
  percentCorrect: '{name} respondió correctamente el {percent} % de las preguntas.',
  finished:
    '{name} completó este juego. No da una puntuación, pero ayuda a la escuela a conocer mejor cómo aprende {name}.',
  notFinished: '{name} todavía no ha terminado estos juegos: {list}. No se incluyen en esta carta.',
  practise: {
    letters: 'Letras que conviene practicar: {list}.',
    sounds: 'Sonidos de letras que conviene practicar: {list}.',
    facts: 'Operaciones que conviene practicar: {list}.',
  },
  confidence: {
    label: '¿Cuánto podemos confiar en este resultado?',
    reliable: 'El juego se desarrolló con normalidad: el resultado refleja bien ese día.',
    unreliable:
      'Es posible que algo le complicara el juego a {name} ese día, por ejemplo responder con mucha prisa, así que el resultado puede ser más bajo de lo que {name} es capaz de hacer.',
    provisional:
      'La comparación usa datos de referencia provisionales: tómenla como una estimación.',
    extendedTime:
      'Según el plan de {name}, tuvo más tiempo en las partes con tiempo de este juego.',
    noTimeLimit:
      'Según el plan de {name}, las partes con tiempo de este juego no tuvieron límite de tiempo.',
  },
  activitiesHeading: 'Tres ideas para hacer en casa',
  bandAlt:
    'Nivel de {name}: {level} (uno de tres niveles: Necesita apoyo adicional, Habilidad en desarrollo, Habilidad adquirida).',
  closing:
    'Gracias por todo lo que hacen por {name}. Los pequeños ratos de lectura, conversación y juego en casa suman mucho, y pueden practicar en cualquier idioma que hablen en familia. Si tienen preguntas, no duden en ponerse en contacto con la escuela.',
  signature: 'La escuela de {name}',
  footer: 'Resultados a fecha de {date}.',
  noResults:
    '{name} todavía no ha terminado ninguno de los juegos de «{administration}», así que por ahora no hay resultados que compartir. Cuando {name} termine un juego, la escuela podrá enviarles los resultados.',
  topics: {
    'word-reading': {
      title: 'Lectura de palabras',
      assessed:
        '{name} vio una palabra durante un instante y decidió si era una palabra real o inventada. Leer palabras con rapidez y sin errores deja más energía para entender lo que se lee.',
      activities: {
        'needs-extra-support': [
          'Lean juntos 10 minutos al día. Señalen cada palabra mientras leen y dejen que {name} lea las palabras que ya conoce.',
          'Escriban en trocitos de papel cinco palabras cortas de un libro que les guste. Léanlas juntos, mézclenlas y vuelvan a leerlas hasta que resulten fáciles.',
          'Digan una palabra corta, sepárenla despacio en sus sonidos (m-a-r) y vuelvan a unirlos para formar la palabra. Túrnense para elegirla.',
        ],
        developing: [
          'Lean en voz alta por turnos, una página cada uno. Si a {name} le cuesta una palabra larga, tapen una parte y léanla por sílabas (ma-ri-po-sa).',
          'Busquen palabras con una misma terminación, como -ción o -mente, en carteles, envases y libros. ¿Cuántas encuentran?',
          'Relean una página corta y conocida dos o tres veces durante la semana. Cada lectura sale más fluida, y eso da rapidez y confianza.',
        ],
        achieved: [
          'Ayuden a {name} a encontrar libros un poco más difíciles sobre temas que le encanten, y comenten juntos las palabras nuevas que aparezcan.',
          'Elijan una palabra larga, como «celebración», y vean cuántas palabras más cortas puede formar cada uno con sus letras en cinco minutos.',
          'Propongan a {name} que lea en voz alta para alguien más pequeño o para un familiar: una receta, una carta, un poema o un cuento corto.',
        ],
      },
    },
    'sentence-reading': {
      title: 'Lectura de frases',
      assessed:
        '{name} leyó frases cortas en silencio y decidió rápidamente si cada una era verdadera o falsa. Esto muestra con qué facilidad {name} lee y comprende a buen ritmo.',
      activities: {
        'needs-extra-support': [
          'Léanle a {name} en voz alta un libro corto y fácil. Luego vuelvan a leerlo juntos y dejen que {name} diga con ustedes las partes que recuerde.',
          'Escriban frases sencillas sobre la casa, verdaderas o falsas, como «El gato es azul» o «La sopa se come con cuchara». Léanlas juntos y ríanse con las más disparatadas.',
          'Lean la misma página corta varias veces a lo largo de la semana. Cada vez, las palabras saldrán un poco más rápido.',
        ],
        developing: [
          'Por turnos, escriban una frase verdadera o falsa sobre su día. La otra persona la lee en silencio y responde «verdadero» o «falso».',
          'Lean juntos en voz alta un texto corto, como un poema o la letra de una canción, hasta que suene fluido, como cuando se habla.',
          'Después de leer una página, pídanle a {name} que les cuente en una sola frase de qué trataba.',
        ],
        achieved: [
          'Reserven 15 minutos al día para leer por gusto: revistas, recetas, cuentos y novelas, todo cuenta.',
          'Lean el mismo cuento o artículo y conversen sobre él: qué les sorprendió, con qué están de acuerdo y qué le preguntarían al autor.',
          'Escríbanse frases verdaderas o falsas con trampa («Las arañas tienen ocho patas», «El hielo está más caliente que la sopa») y comprueben juntos las respuestas.',
        ],
      },
    },
    'phonological-awareness': {
      title: 'Los sonidos de las palabras',
      assessed:
        '{name} escuchó palabras y eligió el dibujo que correspondía a un sonido: el mismo primer sonido, el mismo último sonido o la palabra que queda al quitar un sonido. Oír los sonidos dentro de las palabras es un paso clave para aprender a leer y escribir.',
      activities: {
        'needs-extra-support': [
          'Jueguen a «Veo, veo» con el primer sonido: «Veo, veo algo que empieza con /mmm/». Alarguen el sonido y den pistas hasta que {name} lo encuentre.',
          'Den una palmada por cada sílaba de nombres, comidas y juguetes (pe-lo-ta son tres palmadas). Empiecen con palabras cortas y luego prueben otras más largas.',
          'Digan dos palabras y pregunten si empiezan con el mismo sonido (sol, sopa). Pronuncien despacio y túrnense.',
        ],
        developing: [
          'Jueguen a las rimas: digan una palabra y busquen por turnos otras que rimen con ella. ¡Las palabras inventadas también valen!',
          'Jueguen al «último sonido»: digan una palabra y pregunten con qué sonido termina (sol termina en /l/). Luego busquen otras cosas que terminen igual.',
          'Metan unos objetos pequeños en una bolsa. Saquen uno, digan su nombre sonido a sonido (v-a-s-o) y dejen que {name} los una para adivinarlo.',
        ],
        achieved: [
          'Jueguen a «quitar un sonido»: pídanle a {name} que diga una palabra sin uno de sus sonidos («plato» sin /p/ es «lato»).',
          'Formen cadenas de palabras cambiando un solo sonido: gato, pato, palo, pala… Túrnense y vean hasta dónde llega la cadena.',
          'Intercambien los primeros sonidos de dos palabras («gato loco» se convierte en «lato goco») y disfruten juntos de los resultados.',
        ],
      },
    },
    letters: {
      title: 'Las letras y sus sonidos',
      assessed:
        '{name} oyó el nombre o el sonido de una letra y eligió la letra correspondiente, en mayúscula y en minúscula. Conocer las letras y sus sonidos es la base para leer y escribir.',
      activities: {
        any: [
          'Busquen las letras del nombre de {name} en carteles, envases y libros. Digan el nombre y el sonido de cada letra que encuentren.',
          'Formen letras con lo que tengan: dibújenlas con el dedo en harina o arena, háganlas con una cuerda o escríbanlas grandes en un papel, diciendo su sonido.',
          'Escriban letras mayúsculas y minúsculas en trocitos de papel (A, a; B, b) y busquen las parejas, empezando por las letras que {name} aún está aprendiendo.',
        ],
      },
    },
    phonics: {
      title: 'Relacionar sonidos y letras',
      assessed:
        '{name} escuchó una palabra y eligió cómo se escribe, entre otras con letras parecidas. Esto muestra cómo {name} relaciona los sonidos con las letras al leer y al escribir.',
      activities: {
        any: [
          'Escriban una palabra corta, como «casa», y cambien una letra cada vez para formar palabras nuevas (masa, mesa, misa). Lean juntos cada palabra nueva.',
          'Digan una palabra y dejen que {name} la escriba sonido a sonido. Revísenla juntos y señalen cada sonido que {name} escribió bien.',
          'Busquen grupos de letras como «ch», «ll» o «rr» en la página de un libro o en un envase, y lean las palabras en voz alta.',
        ],
      },
    },
    'math-facts': {
      title: 'Cálculo rápido',
      assessed:
        '{name} resolvió en pocos minutos todas las operaciones que pudo, como 7 + 5 o 6 × 4. Saberlas con rapidez facilita las matemáticas más difíciles, porque la mente queda libre para pensar en el problema.',
      activities: {
        any: [
          'Tomen dos cartas de una baraja, o escriban números en trocitos de papel y tomen dos. Compitan a ver quién los suma o multiplica antes. Las figuras valen 10.',
          'Practiquen unas pocas operaciones cinco minutos al día, en voz alta mientras caminan o cocinan, empezando por las que más le cuestan a {name}.',
          'Hablen de trucos: si 6 + 6 = 12, ¿cuánto es 6 + 7? Si 5 × 8 = 40, ¿cuánto es 6 × 8? Pídanle a {name} que explique el truco que usó.',
        ],
      },
    },
    'core-math': {
      title: 'Matemáticas',
      assessed:
        '{name} respondió preguntas de matemáticas sobre números, operaciones, fracciones, figuras y medidas. Las preguntas se volvían más difíciles poco a poco, para encontrar el nivel en el que trabaja {name}.',
      activities: {
        'needs-extra-support': [
          'Usen dinero juntos: cuenten monedas, sumen dos precios al hacer las compras o calculen el cambio. Expliquen cada paso en voz alta.',
          'Cuando cocinen, dejen que {name} mida: cuenten cucharadas y tazas, y comparen qué recipiente contiene más.',
          'Pídanle a {name} que les muestre cómo resolvió un problema de clase. Valoren los pasos que siguió, no solo el resultado, y resuelvan otro juntos.',
        ],
        developing: [
          'Hagan preguntas de «cuánto» en el día a día: ¿cuántos minutos faltan para la cena?, ¿cuántos platos hacen falta?, ¿cuánto cambio dan de 10?',
          'Doblen papel o corten fruta o pan en mitades, tercios y cuartos. Hablen de qué pedazo es más grande y por qué.',
          'Inventen problemas a partir de su día («Tenemos 3 bolsas con 4 manzanas cada una…») y túrnense para resolverlos.',
        ],
        achieved: [
          'Planeen juntos algo real con números: lo que cuesta una comida familiar, o cuánto dura un viaje y a qué hora hay que salir.',
          'Propongan un reto como «¿Qué es más, 3/4 o 2/3? ¿Cómo lo sabes?» y busquen más de una forma de resolverlo.',
          'Pídanle a {name} que les enseñe una idea de matemáticas que vio en clase, con un dibujo o un ejemplo de casa.',
        ],
      },
    },
    'early-math': {
      title: 'Primeras habilidades con los números',
      assessed:
        '{name} contó, comparó números, colocó números en una recta numérica y resolvió pequeños problemas de sumar y restar. Estas primeras habilidades con los números son la base de las matemáticas que vendrán.',
      activities: {
        any: [
          'Cuenten cosas juntos cada día: escalones, cucharas, uvas. Señalen cada una al contarla y luego pregunten: «¿Cuántas hay en total?»',
          'Formen dos grupos pequeños de cosas: ¿cuál tiene más?, ¿cuál tiene menos? Pongan una más o quiten una, y vuelvan a contar.',
          'Escriban los números del 1 al 10 en fila en un papel y hagan saltar un juguete pequeño: «Empieza en el 3 y salta 2 más. ¿Dónde estás ahora?»',
        ],
      },
    },
    attention: {
      title: 'Atención y autocontrol',
      assessed:
        '{name} tocó el botón del mismo lado que un corazón, o del lado contrario si era una flor, y después con los dos mezclados. Esto muestra cómo {name} presta atención, frena un primer impulso y cambia de regla.',
      activities: {
        any: [
          'Jueguen a «los contrarios»: cuando ustedes digan «arriba», {name} señala hacia abajo; cuando digan «fuerte», {name} susurra. Luego cambien: ahora {name} hace lo mismo que ustedes.',
          'Jueguen a «las estatuas»: canten o den palmadas mientras {name} se mueve y, cuando paren, {name} se congela. Después cambien la regla: congelarse solo con dos palmadas.',
          'Hagan juntos una actividad tranquila durante 10 minutos, como un rompecabezas o un dibujo, y díganle a {name} que notan su esfuerzo por seguir con ella.',
        ],
      },
    },
    'flexible-thinking': {
      title: 'Pensamiento flexible',
      assessed:
        '{name} clasificó tarjetas según una regla, como el color, y luego según otra, como la forma. Cambiar de regla muestra con qué facilidad {name} cambia su manera de pensar en una tarea.',
      activities: {
        any: [
          'Clasifiquen cosas de la casa de una manera y luego de otra: cucharas, ropa o juguetes por color, después por tamaño y después por su uso.',
          'Muestren un objeto cotidiano, como una cuchara, y digan por turnos nuevas formas de usarlo: una baqueta, un espejo, una pala…',
          'En un juego que conozcan bien, acuerden una regla nueva a mitad del juego (ahora gana el número más bajo) y vean lo rápido que se adaptan.',
        ],
      },
    },
    reasoning: {
      title: 'Completar patrones',
      assessed:
        '{name} miró una cuadrícula de dibujos a la que le faltaba una pieza y eligió la que completa el patrón. Esto muestra cómo {name} descubre reglas y resuelve problemas nuevos.',
      activities: {
        any: [
          'Hagan un patrón con objetos (cuchara, tenedor, cuchara, tenedor…) y pregúntenle a {name} qué va después. Luego dejen que {name} haga uno para ustedes.',
          'Dibujen un patrón que cambie de dos maneras, como figuras que crecen y cambian de color, y túrnense para dibujar el paso siguiente.',
          'Jueguen a «¿Cuál es la regla?»: separen unas cosas en dos grupos según una regla secreta y dejen que la otra persona la adivine.',
        ],
      },
    },
    memory: {
      title: 'Recordar en orden',
      assessed:
        '{name} vio cómo se iluminaban unos cuadrados, uno tras otro, y los tocó en el mismo orden y luego en orden inverso. Esto muestra cuánto puede retener {name} a la vez, algo que ayuda a seguir pasos y a resolver problemas.',
      activities: {
        any: [
          'Pongan unos objetos en la mesa, dejen que {name} los mire y escondan uno mientras {name} cierra los ojos. ¿Cuál falta? Pongan más objetos cuando sea fácil.',
          'Toquen tres o cuatro objetos seguidos y pídanle a {name} que los toque en el mismo orden, y luego al revés.',
          'Den encargos de dos o tres pasos («Trae una cuchara, cierra la puerta y siéntate») y añadan un paso cuando {name} los haga bien.',
        ],
      },
    },
    'spatial-thinking': {
      title: 'Girar figuras mentalmente',
      assessed:
        '{name} vio un dibujo y eligió, entre dos copias giradas, la que era igual y no su imagen en el espejo. Imaginar y girar figuras en la mente ayuda en matemáticas, ciencias y dibujo.',
      activities: {
        any: [
          'Recorten en pedazos el dibujo de una caja vieja o de una tarjeta y vuelvan a juntarlo. Hablen de cómo girar las piezas para que encajen.',
          'Dibujen una figura sencilla, como una L o una flecha, y pregunten cómo se vería girada o en un espejo. Compruébenlo con el papel o con un espejo.',
          'Construyan una torre pequeña con cajas, vasos o bloques y pídanle a {name} que la copie. Usen palabras como encima, detrás, izquierda y derecha.',
        ],
      },
    },
    comparing: {
      title: 'Igual o diferente',
      assessed:
        '{name} decidió si unos dibujos eran iguales o diferentes en forma, color, tamaño o cantidad, y eligió los que coincidían. Fijarse en lo que se parece y en lo que cambia ayuda a clasificar, a leer y a hacer matemáticas.',
      activities: {
        any: [
          'Elijan dos cosas de la casa, como dos vasos o dos hojas, y hablen de en qué se parecen y en qué se diferencian: color, tamaño, forma.',
          'Cambien una cosa en la mesa o en la habitación mientras {name} cierra los ojos, y pregunten qué cambió. Túrnense.',
          'Pongan cuatro cosas, una de las cuales no encaja (tres cucharas y un tenedor), y pregunten cuál es y por qué. Háganlo más difícil con dos diferencias.',
        ],
      },
    },
    'understanding-others': {
      title: 'Entender a los demás',
      assessed:
        '{name} escuchó cuentos cortos y respondió preguntas sobre lo que pensaban, sentían o sabían sus personajes. Entender a los demás ayuda a hacer amistades y a comprender historias.',
      activities: {
        any: [
          'Cuando lean o cuenten una historia juntos, hagan una pausa y pregunten: «¿Cómo se siente este personaje? ¿Por qué? ¿Qué cree que va a pasar?»',
          'Escondan un objeto pequeño mientras un familiar está fuera de la habitación. Pregúntenle a {name} dónde lo buscará esa persona primero, y por qué.',
          'Digan en voz alta cómo se sienten («Me preocupa un poco que…») y animen a {name} a contar cómo se siente.',
        ],
      },
    },
    'understanding-sentences': {
      title: 'Comprender oraciones',
      assessed:
        '{name} escuchó oraciones en inglés y eligió el dibujo que iba con cada una; solo la gramática de la oración distinguía los dibujos (quién persigue a quién, encima o debajo, más grande o más pequeño, no, ni…ni). Entender cómo se construyen las oraciones ayuda a seguir instrucciones, comprender cuentos y, más adelante, leer.',
      activities: {
        any: [
          'Jueguen a «Simón dice» con palabras de lugar: «Pon la cuchara debajo de la taza», «Pon la taza detrás del libro». Después, dejen que {name} dé las instrucciones.',
          'Lean juntos un libro ilustrado y hagan preguntas de «¿quién hizo qué?»: «¿Quién persiguió a quién?», «¿El perro persiguió al gato, o el gato al perro?»',
          'Jueguen a adivinar con dos juguetes: «Estoy pensando en el que no es rojo y es más grande que la pelota». Túrnense para inventar pistas.',
        ],
      },
    },
    vocabulary: {
      title: 'Conocimiento de palabras',
      assessed:
        '{name} escuchó palabras y eligió el dibujo que mostraba cada una, desde palabras de todos los días hasta otras menos comunes. Conocer muchas palabras ayuda a comprender lo que se lee y se escucha.',
      activities: {
        any: [
          'Hablen de lo que ven y hacen juntos, y usen el nombre exacto de las cosas: no solo «el pájaro», sino «el loro» o «el búho».',
          'Léanle en voz alta a {name}, aunque ya sepa leer, y deténganse a hablar de una palabra nueva: qué significa y dónde más podrían encontrarla.',
          'Jueguen a «Veo, veo» con palabras menos comunes, o túrnense para nombrar todos los animales, comidas o herramientas que puedan.',
        ],
      },
    },
    'reading-between-the-lines': {
      title: 'Leer entre líneas',
      assessed:
        '{name} leyó historias cortas y respondió preguntas cuyas respuestas no estaban escritas en la historia, sino que se deducían de sus pistas: por qué pasó algo, cómo se sentía alguien, qué pasaría después o qué significaba una palabra nueva.',
      activities: {
        'needs-extra-support': [
          'Lean juntos un libro ilustrado. En cada página, pregunten «¿Cómo lo sabes?» sobre algo que se ve pero no se dice, como que un personaje tiene frío o está triste.',
          'Jueguen a «¿Qué pasó?»: describan una pista, como unos zapatos mojados junto a la puerta, y adivinen juntos qué pasó. Túrnense para inventar pistas.',
          'Antes de pasar la página, pregúntenle a {name} qué pasará después y por qué. Luego sigan leyendo y compruébenlo.',
        ],
        developing: [
          'Cuando encuentren una palabra nueva al leer juntos, descubran su significado por las frases de alrededor antes de buscarla.',
          'Después de un capítulo o un cuento, pregunten por qué un personaje hizo algo que la historia no explica, y qué palabras dieron la pista.',
          'Vean una escena corta de una película sin sonido y hablen de lo que siente cada persona y de cómo se nota.',
        ],
        achieved: [
          'Lean juntos un libro de misterio o de adivinanzas y paren antes de la solución: ¿qué pistas llevan a dónde?',
          'Pídanle a {name} que escriba un cuento corto que muestre cómo se siente un personaje sin nombrar el sentimiento. Adivínenlo por las pistas.',
          'Hablen de un libro más largo o de una noticia: ¿qué quiere el autor que pensemos, y qué parte del texto lo muestra?',
        ],
      },
    },
    'words-in-reading': {
      title: 'Las palabras en la lectura',
      assessed:
        '{name} leyó oraciones y eligió, entre cuatro, la palabra o la forma de la palabra que completaba cada una, o lo que significaba una palabra en ella. Conocer muchas palabras, y cómo se forman con partes como -mente o des-, ayuda a entender lo que se lee.',
      activities: {
        any: [
          'Cuando encuentren una palabra larga al leer juntos, sepárenla en partes: «deshacer» es des + hacer. ¿Qué añade cada parte?',
          'Jueguen con familias de palabras: ¿cuántas palabras pueden formar a partir de «mar» (marino, marinero, submarino)? Usen cada una en una oración.',
          'Anoten las palabras nuevas de libros, carteles o recetas; hablen de lo que significan y traten de usar una cada día.',
        ],
      },
    },
  },
};
