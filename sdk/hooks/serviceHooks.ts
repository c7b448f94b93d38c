import { useService } from '../react/ServicesProvider';
import { alertsRef, type AlertsService } from '../services/alerts';
import { apiRef, type ApiService } from '../services/api';
import { confirmRef, type ConfirmService } from '../services/confirm';
import { graphqlRef, type GraphqlService } from '../services/graphql';
import { navigationRef, type NavigationService } from '../services/navigation';
import { settingsRef, type SettingsService } from '../services/settings';
import { snackbarsRef, type SnackbarsService } from '../services/snackbars';

// Shorthands for useService(xRef). They return the service object: call its methods
// (`api.fetch(...)`), whose results are promises, not render state.

export const useApi = (): ApiService => useService(apiRef);
export const useGraphql = (): GraphqlService => useService(graphqlRef);
export const useAlerts = (): AlertsService => useService(alertsRef);
export const useSnackbars = (): SnackbarsService => useService(snackbarsRef);
export const useConfirm = (): ConfirmService => useService(confirmRef);
export const useNavigation = (): NavigationService => useService(navigationRef);
/** The applet's own settings document for the current site. */
export const useAppletSettings = (): SettingsService => useService(settingsRef);
