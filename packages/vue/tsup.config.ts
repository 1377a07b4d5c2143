import { moduleConfig } from '../../tsup.config.base'

export default moduleConfig()
