/** Display preferences of spec 3 section 2.6, stored per location in the browser. */
export interface TileFlags {
  showCustomerName: boolean;
  showColor: boolean;
  showVehicle: boolean;
  showJobHours: boolean;
  showGroup: boolean;
  showCycleCounter: boolean;
  showVin: boolean;
  showAssignee: boolean;
  showDescription: boolean;
  useClockTimer: boolean;
  enableTileColor: boolean;
  showOverallLateIndicator: boolean;
  showDepartmentLateIndicator: boolean;
}

export interface DisplayPreferences {
  jobTiles: TileFlags;
  departmentOptions: {
    showSubtotals: boolean;
    showHours: boolean;
    hoursType: 'total' | 'remaining';
    usesMinifyTile: string[];
  };
  scheduleTiles: TileFlags;
}

const defaultTiles: TileFlags = {
  showCustomerName: true,
  showColor: true,
  showVehicle: true,
  showJobHours: false,
  showGroup: false,
  showCycleCounter: true,
  showVin: false,
  showAssignee: false,
  showDescription: false,
  useClockTimer: true,
  enableTileColor: false,
  showOverallLateIndicator: true,
  showDepartmentLateIndicator: true,
};

export const defaultDisplayPreferences: DisplayPreferences = {
  jobTiles: defaultTiles,
  departmentOptions: { showSubtotals: false, showHours: true, hoursType: 'total', usesMinifyTile: [] },
  scheduleTiles: defaultTiles,
};
