import DesignSystem

final class ProfileViewController {
    let title = Palette.accent
}

@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
@interface DesignSystem
@end
