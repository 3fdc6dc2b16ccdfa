import type { FeatureMessagesOf } from '../../../i18n/feature-messages.ts';
import type enUS from './en-US.ts';

const esES: FeatureMessagesOf<typeof enUS> = {
  home: {
    loading: 'Cargando tareas',
    loadFailed: 'No se pudieron cargar tus tareas.',
    retry: 'Intentar de nuevo',
    selectAssignment: 'Selecciona una tarea',
    showOptional: 'Mostrar tareas opcionales',
    emptyTitle: '¡No tienes tareas asignadas!',
    emptyMessage: 'Ponte en contacto con tu administrador para que te asigne una tarea.',
    noneInList: 'No hay actividades en esta lista.',
    tasks: 'Actividades',
  },
  sidebar: {
    studentInfo: 'Información del estudiante',
    grade: 'Curso',
    gradeValue: 'Curso: {grade}',
    gradeUnknown: 'Sin indicar',
    progress: '{completed}/{total}',
    tasksCompleted: '¡actividades completadas!',
    progressLabel: '{completed} de {total} actividades obligatorias completadas',
  },
  state: {
    locked: 'Bloqueada',
    current: 'Pendiente',
    completed: 'Completada',
    retake: 'Hay que repetirla',
  },
  panel: {
    start: 'Haz clic para empezar',
    hearIt: 'Escúchalo',
    openAgain: 'Haz clic aquí para abrirla de nuevo',
    opensInNewTab: '(se abre en una pestaña nueva)',
    completed: '¡Actividad completada!',
    retakeNeeded: 'Hay que repetir esta evaluación',
    retake: 'Repetir la evaluación',
    locked: 'Termina las actividades anteriores para desbloquear esta.',
    optional: 'Opcional',
    imageAlt: 'Imagen de {name}',
    startFailed: 'No se pudo iniciar la actividad. Inténtalo de nuevo.',
    lockedError: 'Esta actividad está bloqueada hasta que completes las anteriores.',
  },
  legal: {
    title: 'Antes de empezar',
    agree: 'Acepto',
    cancel: 'Ahora no',
    failed: 'No se pudo guardar tu aceptación. Inténtalo de nuevo.',
  },
  launch: {
    banner:
      'Estás en modo de lanzamiento para {name}. Todo lo que se haga aquí se guarda para este estudiante.',
    bannerTitle: 'Modo de lanzamiento',
    studentFallback: 'este estudiante',
    exit: 'Salir del modo de lanzamiento',
  },
  game: {
    leave: {
      button: 'Salir del juego',
      title: '¿Salir del juego?',
      text: 'Tus respuestas hasta ahora están guardadas. Puedes volver más tarde y seguir donde lo dejaste.',
      keepPlaying: 'Seguir jugando',
      home: 'Ir a mis actividades',
      signOut: 'Cerrar sesión',
    },
    preparing: '¡Preparando tu juego!',
    loading: 'cargando',
    notPlayableTitle: 'Este juego aún no está listo',
    notPlayable:
      'Este juego todavía no se puede jugar en esta versión de la aplicación. Tu progreso está a salvo; vuelve a tus actividades.',
    backHome: 'Volver a mis actividades',
    optedOutTitle: 'Hoy no hay encuesta',
    optedOut: 'No tienes que responder esta encuesta. Aquí no hay nada más que hacer.',
    completedTitle: '¡Actividad completada!',
    completed: 'Ya terminaste esta actividad. ¡Buen trabajo!',
    notAssignedTitle: 'Esta actividad no está en tus asignaciones',
    notAssigned: 'Vuelve y elige una de tus actividades.',
    loadFailedTitle: 'El juego no pudo empezar',
    loadFailed:
      'No se pudieron cargar tus actividades. Revisa la conexión a internet e inténtalo de nuevo.',
    startFailed:
      'Revisa la conexión a internet e inténtalo de nuevo. No se ha perdido nada de lo que respondiste.',
    retry: 'Intentar de nuevo',
    saving: 'Guardando tus respuestas…',
    saved: 'Tus respuestas están guardadas.',
    offline:
      'No hay conexión. Tus respuestas están a salvo en este dispositivo y se enviarán cuando vuelva internet.',
  },
};

export default esES;
