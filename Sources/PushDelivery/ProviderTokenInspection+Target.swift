import PushCrypto

extension ProviderTokenInspection {
    /// Checks the token against the `.p8` key of `target` (a profile with the options laid over
    /// it), read as every command reads a key: the signature, and the Key ID and Team ID the target
    /// names (each defaults to the token's own when the target names none).
    ///
    /// - Returns: the inspection checked, with the warnings reading the key raised.
    /// - Throws: ``ResolutionError/Kind/credentials`` when the target has no `.p8` key, or the key's errors.
    public func checked(against target: APNsTarget) throws(ResolutionError) -> Warned<ProviderTokenInspection> {
        guard let keyFile = target.keyFile else {
            throw ResolutionError(.credentials, "this profile has no .p8 key to check the signature with; give --key-file")
        }
        let key = try APNsCredentialSource.signingKey(keyFile: keyFile, keyID: target.keyID ?? decoded.keyID,
                                                      teamID: target.teamID ?? decoded.teamID)
        var inspection = self
        inspection.check(against: key.value, keyFile: keyFile, keyID: target.keyID, teamID: target.teamID)
        return Warned(inspection, warnings: key.warnings)
    }
}
