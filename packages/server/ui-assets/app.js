// Shared by every page: nothing yet beyond htmx, which polls a running run's progress.
