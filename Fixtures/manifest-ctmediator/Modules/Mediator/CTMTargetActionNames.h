//
//  CTMTargetActionNames.h
//  Target and action names of the business modules, for -[CTMediator performTarget:action:...].
//  A target "X" is the class Target_X; an action "y" is its method Action_y:.
//

#import <Foundation/Foundation.h>

#pragma mark - Hotel (Target_Hotel)

static NSString *const kCTMTargetHotel = @"Hotel";
static NSString *const kCTMActionHotelList = @"list";
static NSString *const kCTMActionHotelDetail = @"detail";
static NSString *const kCTMActionHotelBooking = @"booking";
static NSString *const kCTMActionHotelMap = @"map";

#pragma mark - Flight (Target_Flight)

static NSString *const kCTMTargetFlight = @"Flight";
static NSString *const kCTMActionFlightSearch = @"search";
static NSString *const kCTMActionFlightList = @"list";
static NSString *const kCTMActionFlightDetail = @"detail";

#pragma mark - Parameter keys

static NSString *const kCTMParamCity = @"city";
static NSString *const kCTMParamHotelId = @"hotelId";
static NSString *const kCTMParamCheckIn = @"checkIn";
static NSString *const kCTMParamNights = @"nights";
static NSString *const kCTMParamFrom = @"from";
static NSString *const kCTMParamTo = @"to";
static NSString *const kCTMParamDate = @"date";
static NSString *const kCTMParamFlightNumber = @"flightNumber";
