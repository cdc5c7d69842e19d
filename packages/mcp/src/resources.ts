/** Read-only views an IDE can attach as context; each is one tool call, offered when the server has the tool. */
export const RESOURCES = [
  {
    uri: 'visualq://latest-failures',
    name: 'Latest VRT failures',
    description: 'Failed scenarios of the latest visual run, worst first',
    tool: 'get_run_failures',
  },
  {
    uri: 'visualq://site-health',
    name: 'Site health',
    description: 'Quality across pillars for the project',
    tool: 'get_site_health',
  },
  {
    uri: 'visualq://scenarios',
    name: 'VRT scenarios',
    description: 'Scenarios of the project with their viewports',
    tool: 'list_scenarios',
  },
  {
    uri: 'visualq://frt-step-library',
    name: 'FRT step library',
    description: 'Gherkin steps that functional journeys can use',
    tool: 'frt_search_step_library',
  },
  {
    uri: 'visualq://frt-feature-groups',
    name: 'FRT feature groups',
    description: 'Functional journeys grouped by area',
    tool: 'frt_get_feature_groups',
  },
  {
    uri: 'visualq://tracking-plan',
    name: 'Tracking plan',
    description: 'Pages, events and the variables each must send, with their FRT links',
    tool: 'tracking_get_plan',
  },
  {
    uri: 'visualq://projects',
    name: 'Projects',
    description: 'Projects this key can work on',
    tool: 'list_projects',
  },
  {
    uri: 'visualq://setup-health',
    name: 'Setup health',
    description: 'Database, workers, browser and site reachability checks',
    tool: 'check_setup_health',
  },
] as const;
