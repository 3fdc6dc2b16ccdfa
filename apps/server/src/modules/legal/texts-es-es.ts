import type { LegalText } from './texts.ts';

/** Spanish (Spain) texts of version 2026-11. */
export const LEGAL_TEXTS_ES_ES: Record<'consent' | 'assent' | 'terms', LegalText> = {
  consent: {
    title: 'Consentimiento para las evaluaciones de lectura',
    body: `El centro educativo de su hijo o hija usa juegos breves de lectura y lenguaje para saber cómo lee cada estudiante y dónde puede necesitar apoyo.

**Qué hará su hijo o hija.** Jugará a unos pocos juegos en un ordenador o una tableta, de unos 15 a 20 minutos cada uno. Los juegos le piden, por ejemplo, que decida si una palabra existe o es inventada, que lea frases cortas o que escuche los sonidos de las palabras.

**Qué registramos.** Registramos sus respuestas, el tiempo que tarda en cada una y si la ventana del juego pierde el foco. Con estos registros calculamos las puntuaciones. El profesorado, la dirección del centro y usted pueden leer su informe.

**La encuesta Pensamientos y sentimientos.** Algunas evaluaciones incluyen una breve encuesta sobre cómo se siente su hijo o hija con la escuela y la lectura. No se puntúa y no tiene respuestas correctas ni incorrectas. Su hijo o hija puede decir que no al empezar; usted puede excluirlo de la encuesta desde su informe de resultados, y entonces no se le pregunta ni se cuentan sus respuestas. Las respuestas individuales las ven la dirección del centro, el distrito y usted; el profesorado solo las ve si el distrito lo permite, y los resúmenes de una clase nunca se muestran con menos de cinco niños.

**Riesgos y beneficios.** No hay riesgos conocidos más allá de los de una tarea escolar normal. Algún juego puede resultar difícil; puede parar en cualquier momento. Los resultados ayudan al profesorado a elegir el apoyo adecuado.

**Privacidad.** Los registros se guardan de forma segura y solo se comparten con su centro y su distrito. Los resultados que se publiquen en investigaciones nunca incluyen el nombre de su hijo o hija.

**Su decisión.** La participación es voluntaria. Puede decir que no, o cambiar de opinión más tarde, sin ninguna consecuencia para la escolarización. Puede dirigir sus preguntas al centro.

Al pulsar Continuar, confirma que es el padre, la madre o el tutor legal de este estudiante, o el propio estudiante mayor de 18 años, y que acepta participar.`,
  },
  assent: {
    title: '¿Nos ayudas?',
    body: `¡Hola! Nos gustaría que jugaras a unos juegos de lectura.

- Los juegos te muestran palabras, frases y sonidos.
- Algunos son fáciles y otros son difíciles. ¡No pasa nada! Haz lo que puedas.
- Nadie espera que sepas todas las respuestas.
- Los juegos ayudan a tu profe a saber cómo lees, para poder ayudarte.
- Si algo no funciona, puedes pedir ayuda a una persona adulta.
- Puedes parar cuando quieras. Nadie se va a enfadar.
- Un juego te pregunta cómo te sientes con la escuela y la lectura. No hay respuestas incorrectas, y puedes decir que no.

Si quieres jugar, pulsa Continuar.`,
  },
  terms: {
    title: 'Condiciones de uso',
    body: `Estas condiciones se aplican a todas las personas que inician sesión en esta plataforma de evaluación de la lectura.

1. **Quién puede usarla.** Las cuentas las da un centro, un distrito o un registro familiar. No compartas tu contraseña y cierra la sesión en los ordenadores compartidos.
2. **Para qué sirve.** Usa la plataforma solo para hacer las evaluaciones que tienes asignadas y para leer los informes que puedes ver.
3. **Datos del alumnado.** El personal docente y de administración solo puede ver los datos del alumnado de sus organizaciones. No copies, compartas ni publiques datos del alumnado fuera de las normas de tu centro.
4. **Tus datos.** Guardamos los datos de forma segura y solo los usamos para hacer las evaluaciones, calcular las puntuaciones y preparar los informes para el centro o la familia a la que pertenecen.
5. **Cambios.** Podemos actualizar estas condiciones. Cuando lo hagamos, te pediremos que aceptes la nueva versión.

Al continuar, aceptas estas condiciones.`,
  },
};
