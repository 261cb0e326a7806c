#ifndef MLCMacros_h
#define MLCMacros_h

#define MLC_SCREEN_WIDTH  ([UIScreen mainScreen].bounds.size.width)
#define MLC_WEAKIFY(obj)  __weak typeof(obj) weak_##obj = obj
#define MLC_HEX_COLOR(rgb) [UIColor colorWithRed:((rgb >> 16) & 0xFF) / 255.0 \
                                           green:((rgb >> 8) & 0xFF) / 255.0 \
                                            blue:(rgb & 0xFF) / 255.0 alpha:1.0]

#endif /* MLCMacros_h */
