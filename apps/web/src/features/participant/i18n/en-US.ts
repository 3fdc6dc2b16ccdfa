/** Messages of the participant feature (namespace 'participant'): home, launch mode, task pages. */
const enUS = {
  home: {
    loading: 'Loading Assignments',
    loadFailed: 'Your assignments could not be loaded.',
    retry: 'Try again',
    selectAssignment: 'Select an assignment',
    showOptional: 'Show optional assignments',
    emptyTitle: 'You have no assignments!',
    emptyMessage: 'Please contact your administrator to get added to an assignment.',
    noneInList: 'There are no tasks in this list.',
    tasks: 'Tasks',
  },
  sidebar: {
    studentInfo: 'Student Info',
    grade: 'Grade',
    gradeValue: 'Grade: {grade}',
    gradeUnknown: 'Not set',
    progress: '{completed}/{total}',
    tasksCompleted: 'tasks completed!',
    progressLabel: '{completed} of {total} required tasks completed',
  },
  state: {
    locked: 'Locked',
    current: 'To do',
    completed: 'Completed',
    retake: 'Needs retake',
  },
  panel: {
    start: 'Click to start',
    openAgain: 'Click here to open again',
    opensInNewTab: '(opens in a new tab)',
    completed: 'Task Completed!',
    retakeNeeded: 'Assessment needs to be retaken',
    retake: 'Retake Assessment',
    locked: 'Finish the tasks before this one to unlock it.',
    optional: 'Optional',
    imageAlt: 'Picture for {name}',
    startFailed: 'The task could not be started. Please try again.',
    lockedError: 'This task is locked until the earlier tasks are completed.',
  },
  legal: {
    title: 'Before you start',
    agree: 'I agree',
    cancel: 'Not now',
    failed: 'Your agreement could not be saved. Please try again.',
  },
  launch: {
    banner: 'You are in launch mode for {name}. Everything done here is saved for this student.',
    bannerTitle: 'Launch mode',
    studentFallback: 'this student',
    exit: 'Exit launch mode',
  },
  game: {
    preparing: 'Preparing your game!',
    loading: 'loading',
    notPlayableTitle: 'This game is not ready yet',
    notPlayable:
      'This game cannot be played in this version of the app yet. Your progress is safe; please go back to your tasks.',
    backHome: 'Back to my tasks',
  },
};

export default enUS;
