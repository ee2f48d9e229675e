import type { AssetsConfig } from '../config/config';
import type { AssetStorage } from './asset-storage';
import { LocalAssetStorage } from './local-asset-storage';
import { S3AssetStorage } from './s3-asset-storage';

/** The storage the config asks for: S3-compatible when S3_BUCKET is set, otherwise <CAIRN_DATA_DIR>/assets. */
export function createAssetStorage(config: AssetsConfig): AssetStorage {
  if (config.s3) return new S3AssetStorage(config.s3, config.urlExpirySeconds);
  return new LocalAssetStorage(config.dir);
}
